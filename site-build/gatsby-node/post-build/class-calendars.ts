import fs from "node:fs";
import path from "node:path";
import { ageGroups } from "../../../src/lib/age-groups";
import {
  calendarsFolder,
  classCalendarPath,
  groupCalendarKey,
  groupCalendarPath,
} from "../../../src/lib/class-calendar";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../src/language/language";
import { ageGroupName } from "../../../src/lib/schedule";
import { classCalendar, type CalendarClass, type CalendarStudio } from "../calendar/class-calendar";
import type { ScheduleSlot } from "../../../src/lib/schedule";

export interface CalendarSite extends CalendarStudio {
  siteUrl: string;
}

type Slot = ScheduleSlot & { minAge: number; maxAge?: number | null };
type BuiltClass = CalendarClass & { path: string; schedule: readonly Slot[] };

/**
 * Each built class's calendars in `language` (its classes and studio written in it): its path under public/ and its
 * text (site-build/gatsby-node/calendar/): the class's, with every session, and one per age group of a class that has
 * several, named by the class and the group.
 */
export const classCalendarFiles = (
  classes: readonly BuiltClass[],
  site: CalendarSite,
  /** The days the studio is closed (calendar/closures.ts): left out of every class's sessions. */
  closures: readonly { date: string }[],
  buildDate: string,
  language: Language = DEFAULT_LANGUAGE,
): { file: string; text: string }[] =>
  classes.flatMap((entry) => {
    const options = {
      pageUrl: new URL(entry.path, site.siteUrl).href,
      from: buildDate,
      closedDays: closures.map((day) => day.date),
      language,
    };
    const groups = ageGroups(entry.schedule);
    const own = { file: classCalendarPath(entry.slug, language).slice(1), text: classCalendar(entry, site, options) };
    if (groups.length < 2) return [own];
    return [
      own,
      ...groups.map((group) => ({
        file: groupCalendarPath(entry.slug, groupCalendarKey(group, groups), language).slice(1),
        text: classCalendar(entry, site, {
          ...options,
          ageGroup: { name: group.name, label: group.name ? ageGroupName(group.name) : "" },
        }),
      })),
    ];
  });

/** The built site's studio in each language, its classes (each with its language) and closures, as the build reads them. */
export interface CalendarSources {
  hebrewSite: CalendarSite;
  englishSite: CalendarSite | null;
  studioClosures: readonly { date: string }[];
  allStudioClass: { nodes: readonly (BuiltClass & { lang: Language })[] };
}

/**
 * The calendars of the class pages the build made (`builtPaths`, the route list), in each language: the English ones
 * when the English site is built.
 */
export function calendarsInEachLanguage(
  sources: CalendarSources,
  builtPaths: ReadonlySet<string>,
  buildDate: string,
): { file: string; text: string }[] {
  const sites: Record<Language, CalendarSite | null> = { he: sources.hebrewSite, en: sources.englishSite };
  return LANGUAGES.flatMap((language) => {
    const site = sites[language];
    const classes = sources.allStudioClass.nodes.filter(
      (entry) => entry.lang === language && builtPaths.has(entry.path),
    );
    return site ? classCalendarFiles(classes, site, sources.studioClosures, buildDate, language) : [];
  });
}

/**
 * public/calendars/ and public/en/calendars/ made anew with the calendars of every class the build made a page for (a
 * paused one too, without sessions). Running it again gives the same files: nothing of an earlier build is left.
 */
export function writeClassCalendars(publicDir: string, files: readonly { file: string; text: string }[]): number {
  for (const language of LANGUAGES)
    fs.rmSync(path.join(publicDir, calendarsFolder(language)), { recursive: true, force: true });
  for (const { file, text } of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  }
  return files.length;
}
