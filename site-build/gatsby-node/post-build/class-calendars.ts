import fs from "node:fs";
import path from "node:path";
import { ageGroups } from "../../../src/lib/age-groups";
import { classCalendarPath, groupCalendarKey, groupCalendarPath } from "../../../src/lib/class-calendar";
import { ageGroupName } from "../../../src/lib/schedule";
import { classCalendar, type CalendarClass, type CalendarStudio } from "../calendar/class-calendar";
import type { ScheduleSlot } from "../../../src/lib/schedule";

export interface CalendarSite extends CalendarStudio {
  siteUrl: string;
}

type Slot = ScheduleSlot & { minAge: number; maxAge?: number | null };
type BuiltClass = CalendarClass & { path: string; schedule: readonly Slot[] };

/**
 * Each built class's calendars: its path under public/ and its text (site-build/gatsby-node/calendar/): the class's,
 * with every session, and one per age group of a class that has several, named by the class and the group.
 */
export const classCalendarFiles = (
  classes: readonly BuiltClass[],
  site: CalendarSite,
  /** The days the studio is closed (calendar/closures.ts): left out of every class's sessions. */
  closures: readonly { date: string }[],
  buildDate: string,
): { file: string; text: string }[] =>
  classes.flatMap((entry) => {
    const options = {
      pageUrl: new URL(entry.path, site.siteUrl).href,
      from: buildDate,
      closedDays: closures.map((day) => day.date),
    };
    const groups = ageGroups(entry.schedule);
    const own = { file: classCalendarPath(entry.slug).slice(1), text: classCalendar(entry, site, options) };
    if (groups.length < 2) return [own];
    return [
      own,
      ...groups.map((group) => ({
        file: groupCalendarPath(entry.slug, groupCalendarKey(group, groups)).slice(1),
        text: classCalendar(entry, site, {
          ...options,
          ageGroup: { name: group.name, label: group.name ? ageGroupName(group.name) : "" },
        }),
      })),
    ];
  });

/**
 * public/calendars/ made anew with the calendars of every class the build made a page for (a paused one too, without
 * sessions). Running it again gives the same files: nothing of an earlier build is left.
 */
export function writeClassCalendars(publicDir: string, files: readonly { file: string; text: string }[]): number {
  const folder = path.join(publicDir, path.dirname(classCalendarPath("x")));
  fs.rmSync(folder, { recursive: true, force: true });
  for (const { file, text } of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  }
  return files.length;
}
