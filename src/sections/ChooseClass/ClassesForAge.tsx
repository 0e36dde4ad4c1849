import { Link } from "gatsby";
import { TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { useUiTexts } from "@/hooks/useUiTexts";
import { searchWithAge } from "@/hooks/useAgeFilter";
import { fillTemplate } from "@/lib/templates";
import type { ClassForAge } from "@/content/ages";
import { classGroups } from "@/lib/class-groups";
import { offersTrial } from "@/lib/class-status";
import { describeSlot, sortSchedule } from "@/lib/schedule";
import { SCHEDULE_PATH } from "@/lib/timetable";
import type { HomeClassLink } from "./home-class-link";
import * as styles from "./ChooseClass.module.scss";

interface Props {
  age: number;
  found: readonly ClassForAge<HomeClassLink>[];
}

/**
 * What the home page's age finder found: each class with its sessions for that age, and its try-out if it has one.
 * The links to the classes carry the age (`?age=`), so that the class page's try-out, even in a new tab, picks the group.
 */
export function ClassesForAge({ age, found }: Props) {
  const { ageFinder: texts } = useUiTexts();
  return (
    <>
      {found.length > 0 && (
        <ul className={styles.found}>
          {found.map(({ entry, slots }) => (
            <li key={entry.path} className={styles.foundClass}>
              <h3 className={styles.foundTitle}>
                <Link to={`${entry.path}${searchWithAge("", age)}`}>{entry.title}</Link>
              </h3>
              <ul className={styles.foundSessions}>
                {classGroups(sortSchedule(slots)).flatMap((group) =>
                  group.slots.map((slot) => <li key={`${slot.day}-${slot.start}`}>{describeSlot(slot)}</li>),
                )}
              </ul>
              {offersTrial(entry) && (
                <TrialCallToAction variant="small" classSlug={entry.slug} sport={entry.sport} age={age}>
                  {texts.trial}
                </TrialCallToAction>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.scheduleLine}>
        <Link to={`${SCHEDULE_PATH}?age=${age}`} className={styles.scheduleLink}>
          {fillTemplate(texts.scheduleLink, { age })}
        </Link>
      </p>
    </>
  );
}
