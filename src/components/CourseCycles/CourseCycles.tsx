import { useUiTexts } from "@/hooks/useUiTexts";
import { useBuildDate } from "@/hooks/useBuildDate";
import { useStudioClosures } from "@/hooks/useStudioClosures";
import { ageGroupName } from "@/lib/schedule";
import { cycleRunTexts, runsFrom, type CourseCycle, type CycleSlot } from "@/lib/course-cycles";
import * as styles from "./CourseCycles.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  schedule: readonly CycleSlot[];
  cycles: readonly CourseCycle[] | null | undefined;
}

/**
 * A course page's coming cycles (src/lib/course-cycles.ts): for each group, when it starts and ends, how many
 * meetings, and until when newcomers join; or that the next cycle is not set yet. As of the build's day, which the
 * nightly rebuild moves on.
 */
export function CourseCycles({ schedule, cycles }: Props) {
  const language = useLanguage();
  const { classPage: texts } = useUiTexts();
  const today = useBuildDate();
  const closures = useStudioClosures();
  const runs = runsFrom(schedule, cycles ?? [], new Set(closures.map((closure) => closure.date)), today);
  const named = new Set(runs.map((run) => run.ageGroup)).size > 1 || runs.some((run) => run.cycle.ageGroup);
  return (
    <>
      <h2>{texts.cyclesHeading}</h2>
      {runs.length === 0 ? (
        <p>{texts.noCycle}</p>
      ) : (
        <ul className={styles.cycles}>
          {runs.map((run) => {
            const { dates, meetings, joining } = cycleRunTexts(run, today, texts, language);
            return (
              <li key={`${run.cycle.start}-${run.ageGroup ?? ""}`}>
                {named && run.ageGroup && <span className={styles.group}>{ageGroupName(run.ageGroup)}: </span>}
                <span className={styles.dates}>{dates}</span>, {meetings}. {joining}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
