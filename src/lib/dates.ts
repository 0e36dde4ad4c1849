import { WEEKDAYS, type Weekday } from "../content/fixed-lists";
import { weekdayName } from "../content/format";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

/**
 * How each language writes a date in Israel: he-IL "21 בנובמבר 2026", en-IL "21 November 2026" (day first, the
 * month's name, as Israel and Britain write it in English; Node's and Chromium's ICU agree, and dates.test.ts pins it).
 */
const DATE_LOCALES: Record<Language, string> = { he: "he-IL", en: "en-IL" };

// Each made on first use (see israelDate in dated-content.ts).
const dateFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

const dateFormat = (language: Language) =>
  (dateFormats[language] ??= new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }));

/** "2026-11-21" as a reader of `language` writes a date: "21 בנובמבר 2026", "21 November 2026". */
export const formatDate = (isoDate: string, language: Language = DEFAULT_LANGUAGE): string =>
  dateFormat(language).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The days from `first` to `last`: "3 במרץ 2030 – 5 במרץ 2030"; in English "3–5 March 2030" within a month (as en-IL's
 * own range format has it), else "30 March 2030 – 2 April 2030". One date when they are the same day.
 */
export function formatDateRange(first: string, last: string, language: Language = DEFAULT_LANGUAGE): string {
  if (first === last) return formatDate(first, language);
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  if (language === "en" && sameMonth) return `${Number(first.slice(8))}–${formatDate(last, language)}`;
  return `${formatDate(first, language)} – ${formatDate(last, language)}`;
}

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

/** "יום ראשון, 13 ביולי 2025", "Sunday, 13 July 2025": a day as a timetable's reader wants it, its weekday first. */
export const formatDayAndDate = (isoDate: string, language: Language = DEFAULT_LANGUAGE): string =>
  `${weekdayName(weekdayOf(isoDate), language)}, ${formatDate(isoDate, language)}`;

/** The day `days` after a "YYYY-MM-DD" date (before it when negative), as a calendar counts. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
