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
