import { useUiTexts } from "@/hooks/useUiTexts";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { classCalendarLinks } from "@/lib/class-calendar";
import * as styles from "./ClassCalendar.module.scss";

interface Props {
  slug: string;
  /** The id of what names the links' list: the lead on the class page, the class's name on the timetable. */
  labelledBy: string;
}

/**
 * The three ways to put a class's weekly sessions in a calendar (src/lib/class-calendar.ts): Google Calendar's page
 * that adds it (an Android phone's calendar, a computer's), Apple's calendar subscription (webcal://, an iPhone's), and
 * the file. Plain links, absolute from the site's address: they work without JavaScript and in any app.
 */
export function ClassCalendarLinks({ slug, labelledBy }: Props) {
  const { classCalendar: texts } = useUiTexts();
  const links = classCalendarLinks(useSiteSettings().siteUrl, slug);
  return (
    <ul className={styles.links} aria-labelledby={labelledBy}>
      <li>
        <a href={links.google}>{texts.google}</a>
      </li>
      <li>
        <a href={links.apple}>{texts.apple}</a>
      </li>
      <li>
        <a href={links.file} type="text/calendar">
          {texts.file}
        </a>
      </li>
    </ul>
  );
}

/** On a class page, under its sessions: the lead, the links, and what happens when the timetable changes. */
export function ClassCalendar({ slug }: { slug: string }) {
  const { classCalendar: texts } = useUiTexts();
  const leadId = `calendar-${slug}`;
  return (
    <div>
      <p id={leadId} className={styles.lead}>
        {texts.classLead}
      </p>
      <ClassCalendarLinks slug={slug} labelledBy={leadId} />
      <p className={styles.updates}>{texts.updates}</p>
    </div>
  );
}

/**
 * On the timetable: every running class's calendar links, in a disclosure (one line until opened; <details> needs
 * no JavaScript).
 */
export function ClassCalendars({ classes }: { classes: readonly { slug: string; title: string }[] }) {
  const { classCalendar: texts } = useUiTexts();
  return (
    <details className={styles.calendars}>
      <summary className={styles.toggle}>{texts.scheduleToggle}</summary>
      <p>{texts.scheduleLead}</p>
      <ul className={styles.classes}>
        {classes.map(({ slug, title }) => (
          <li key={slug}>
            <span id={`calendar-${slug}`} className={styles.title}>
              {title}
            </span>
            <ClassCalendarLinks slug={slug} labelledBy={`calendar-${slug}`} />
          </li>
        ))}
      </ul>
      <p className={styles.updates}>{texts.updates}</p>
    </details>
  );
}
