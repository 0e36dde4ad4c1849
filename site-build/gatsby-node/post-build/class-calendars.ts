import fs from "node:fs";
import path from "node:path";
import { classCalendarPath } from "../../../src/lib/class-calendar";
import { classCalendar, type CalendarClass, type CalendarStudio } from "../calendar/class-calendar";

export interface CalendarSite extends CalendarStudio {
  siteUrl: string;
  /** site.json's closedDays: left out of every class's sessions. */
  closedDays: readonly { date: string }[];
}

/** Each built class's calendar: its path under public/ and its text (site-build/gatsby-node/calendar/). */
export const classCalendarFiles = (
  classes: readonly (CalendarClass & { path: string })[],
  site: CalendarSite,
  buildDate: string,
): { file: string; text: string }[] =>
  classes.map((entry) => ({
    file: classCalendarPath(entry.slug).slice(1),
    text: classCalendar(entry, site, {
      pageUrl: new URL(entry.path, site.siteUrl).href,
      from: buildDate,
      closedDays: site.closedDays.map((day) => day.date),
    }),
  }));

/**
 * public/calendars/ made anew with one .ics per class the build made a page for (a paused one too, without
 * sessions). Running it again gives the same files: nothing of an earlier build is left.
 */
export function writeClassCalendars(publicDir: string, files: readonly { file: string; text: string }[]): number {
  const folder = path.join(publicDir, path.dirname(classCalendarPath("x")));
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const { file, text } of files) fs.writeFileSync(path.join(publicDir, file), text);
  return files.length;
}
