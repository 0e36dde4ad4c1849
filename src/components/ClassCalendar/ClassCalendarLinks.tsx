import { useEffect, useState } from "react";
import { ageLabel, parseAge } from "@/content/ages";
import { useUiTexts } from "@/hooks/useUiTexts";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useLanguage } from "@/language/useLanguage";
import type { Language } from "@/language/language";
import { ageFromSearch } from "@/hooks/useAgeFilter";
import { ageGroupForAge, ageGroups, type AgeGroupedSlot } from "@/lib/age-groups";
import { calendarLinks, classCalendarPath, groupCalendarKey, groupCalendarPath } from "@/lib/class-calendar";
import { ageGroupName } from "@/lib/schedule";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./ClassCalendar.module.scss";

interface LinksProps {
  /** The calendar's path on the site (src/lib/class-calendar.ts). */
  path: string;
  /** The id of what names the links' list: the lead on the class page, the class's name on the timetable. */
  labelledBy: string;
}

/**
 * The three ways to put a calendar's sessions in a calendar app (src/lib/class-calendar.ts): Google Calendar's page
 * that adds it (an Android phone's calendar, a computer's), Apple's calendar subscription (webcal://, an iPhone's), and
 * the file. Plain links, absolute from the site's address: they work without JavaScript and in any app.
 */
export function CalendarLinks({ path, labelledBy }: LinksProps) {
  const { classCalendar: texts } = useUiTexts();
  const links = calendarLinks(useSiteSettings().siteUrl, path);
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

/** A class's calendar links, every group's sessions, in the page's language. */
export const ClassCalendarLinks = ({ slug, labelledBy }: { slug: string; labelledBy: string }) => (
  <CalendarLinks path={classCalendarPath(slug, useLanguage())} labelledBy={labelledBy} />
);

/**
 * The calendar in `language` of one age group of a class, by the class's slug and all its sessions (to name the
 * group's file).
 */
export function groupCalendar(
  slug: string,
  schedule: readonly AgeGroupedSlot[],
  ageGroup: string | null,
  language: Language,
) {
  const groups = ageGroups(schedule);
  const group = groups.find((entry) => entry.name === ageGroup);
  if (groups.length < 2 || !group) return { path: classCalendarPath(slug, language), group };
  return { path: groupCalendarPath(slug, groupCalendarKey(group, groups), language), group };
}

/** The age in the page's address (`?age=`, from an age finder), once the page runs; null before and without one. */
function useAgeInAddress(): number | null {
  const [age, setAge] = useState<number | null>(null);
  useEffect(() => setAge(parseAge(ageFromSearch(window.location.search) ?? "")), []);
  return age;
}

/**
 * On a class page, under its sessions: the lead, the links (a class with several age groups: each group's calendar, so
 * that a parent takes her child's group alone, and one with all of them; the group for the age the address carries
 * first), and what happens when the timetable changes.
 */
export function ClassCalendar({ slug, schedule }: { slug: string; schedule: readonly AgeGroupedSlot[] }) {
  const { classCalendar: texts } = useUiTexts();
  const language = useLanguage();
  const age = useAgeInAddress();
  const leadId = `calendar-${slug}`;
  const groups = ageGroups(schedule);
  const forAge = groups.length > 1 ? ageGroupForAge(groups, age) : undefined;
  const ordered = forAge ? [forAge, ...groups.filter((group) => group !== forAge)] : groups;
  return (
    <div>
      <p id={leadId} className={styles.lead}>
        {texts.classLead}
      </p>
      {groups.length < 2 ? (
        <ClassCalendarLinks slug={slug} labelledBy={leadId} />
      ) : (
        <ul className={styles.groups}>
          {ordered.map((group) => {
            const id = `${leadId}-${groupCalendarKey(group, groups)}`;
            return (
              <li key={id} data-for-age={group === forAge || undefined}>
                <span id={id} className={styles.title}>
                  {group.name ? ageGroupName(group.name) : ageLabel(group.ages)}
                  {group === forAge && age !== null && ` (${fillTemplate(texts.forAge, { age })})`}
                </span>
                <CalendarLinks path={groupCalendar(slug, schedule, group.name, language).path} labelledBy={id} />
              </li>
            );
          })}
          <li>
            <span id={`${leadId}-all`} className={styles.title}>
              {texts.allGroups}
            </span>
            <ClassCalendarLinks slug={slug} labelledBy={`${leadId}-all`} />
          </li>
        </ul>
      )}
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
