import { useId } from "react";
import { useUiTexts } from "@/hooks/useUiTexts";
import type { StudioClosure } from "@/hooks/useStudioClosures";
import { formatDayAndDate } from "@/lib/dates";
import * as styles from "./StudioClosures.module.scss";
import { useLanguage } from "@/language/useLanguage";

/**
 * The coming days the studio is closed, on the timetable (/schedule): each day with its reason, the nearest first.
 * Nothing while there is none.
 */
export function StudioClosures({ closures }: { closures: readonly StudioClosure[] }) {
  const language = useLanguage();
  const { schedulePage: texts } = useUiTexts();
  const headingId = useId();
  if (closures.length === 0) return null;
  return (
    <section className={styles.closures} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.closuresHeading}
      </h2>
      <p>{texts.closuresLead}</p>
      <dl className={styles.days}>
        {closures.map(({ date, name }) => (
          <div key={date} className={styles.day}>
            <dt>{formatDayAndDate(date, language)}</dt>
            <dd>{name}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
