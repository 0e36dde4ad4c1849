import { Link } from "gatsby";
import { CalendarLinks, groupCalendar } from "@/components/ClassCalendar";
import { TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { formatPrice } from "@/content/format";
import { useUiTexts } from "@/hooks/useUiTexts";
import { searchWithAge } from "@/hooks/useAgeFilter";
import { fillTemplate } from "@/lib/templates";
import type { ClassForAge } from "@/content/ages";
import { ageGroups } from "@/lib/age-groups";
import { offersTrial } from "@/lib/class-status";
import { describeSlot, sortSchedule } from "@/lib/schedule";
import { SCHEDULE_PATH } from "@/lib/timetable";
import type { HomeClassLink } from "./home-class-link";
import * as styles from "./ChooseClass.module.scss";
import { useLanguage } from "@/language/useLanguage";
import { useLocalPath } from "@/language/useLocalPath";

interface Props {
  age: number;
  found: readonly ClassForAge<HomeClassLink>[];
}

/**
 * What the home page's age finder found: each class with its sessions for that age, and its try-out if it has one.
 * The links to the classes carry the age (`?age=`), so that the class page's try-out, even in a new tab, picks the
 * age group.
 */
export function ClassesForAge({ age, found }: Props) {
  const language = useLanguage();
  const local = useLocalPath();
  const { ageFinder: texts, classPage, classCalendar } = useUiTexts();
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
                {ageGroups(sortSchedule(slots)).flatMap((ageGroup) =>
                  ageGroup.slots.map((slot) => (
                    <li key={`${slot.day}-${slot.start}`}>{describeSlot(slot, language)}</li>
                  )),
                )}
              </ul>
              {entry.price && (
                <p className={styles.foundPrice}>
                  {formatPrice(entry.price.amountILS, entry.price.period, classPage, language)}
                </p>
              )}
              <details className={styles.foundCalendar}>
                <summary id={`found-calendar-${entry.slug}`}>{classCalendar.groupToggle}</summary>
                <CalendarLinks
                  path={groupCalendar(entry.slug, entry.schedule, ageGroups(slots)[0]?.name ?? null, language).path}
                  labelledBy={`found-calendar-${entry.slug}`}
                />
              </details>
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
        <Link to={local(`${SCHEDULE_PATH}?age=${age}`)} className={styles.scheduleLink}>
          {fillTemplate(texts.scheduleLink, { age })}
        </Link>
      </p>
    </>
  );
}
