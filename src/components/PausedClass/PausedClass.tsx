import { Link } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { SCHEDULE_PATH } from "@/lib/timetable";
import * as styles from "./PausedClass.module.scss";
import { useLocalPath } from "@/language/useLocalPath";

interface Props {
  /** Running classes like this one (src/lib/class-status.ts, similarClasses), in the content's order. */
  similar: readonly { path: string; title: string }[];
}

/**
 * What a paused class's page shows where the try-out button would be: that the class is not running now, and the
 * similar classes that are, with the timetable of all of them. Its words are content/ui.json's `pausedClass`.
 */
export function PausedClass({ similar }: Props) {
  const { pausedClass: texts } = useUiTexts();
  const local = useLocalPath();
  return (
    <section className={styles.paused} aria-labelledby="paused-class" data-paused-class="">
      <h2 id="paused-class" className={styles.heading}>
        {texts.heading}
      </h2>
      <p>{texts.text}</p>
      {similar.length > 0 && (
        <>
          <h3 className={styles.similarHeading}>{texts.similarHeading}</h3>
          <ul className={styles.similar}>
            {similar.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={local(SCHEDULE_PATH)}>{texts.scheduleLink}</Link>
      </p>
    </section>
  );
}
