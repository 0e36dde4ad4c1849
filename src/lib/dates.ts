import { WEEKDAYS, type Weekday } from "../content/fixed-lists";
import { weekdayName } from "../content/format";

// Made on first use (see israelDate in dated-content.ts).
let hebrewDate: Intl.DateTimeFormat | undefined;

/** "2026-11-21" as Hebrew readers write a date: "21 בנובמבר 2026". */
export const formatHebrewDate = (isoDate: string): string =>
  (hebrewDate ??= new Intl.DateTimeFormat("he-IL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })).format(new Date(`${isoDate}T00:00:00Z`));

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The date as the visitor's calendar shows it, "YYYY-MM-DD" from the local date parts (not toISOString(), which is
 * UTC: just after midnight in Israel it is still yesterday there).
 */
export function localDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The weekday of a "YYYY-MM-DD" date, as the calendar has it wherever the visitor is. */
export const weekdayOf = (isoDate: string): Weekday => WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()]!;

/** "יום ראשון, 13 ביולי 2025": a day as a timetable's reader wants it, its weekday first. */
export const formatDayAndDate = (isoDate: string): string =>
  `${weekdayName(weekdayOf(isoDate))}, ${formatHebrewDate(isoDate)}`;

/** The day `days` after a "YYYY-MM-DD" date (before it when negative), as a calendar counts. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
