/**
 * The days the studio is closed from the build's day on: the holidays it chose (content/site.json's `closedHolidays`),
 * dated for the coming year from the Hebrew calendar by @hebcal/core (Israel's calendar: one day of Yom Tov), and the
 * days it typed (`closedDays`). The class calendars leave them out, the try-out form refuses them, and /schedule lists
 * them. Relative imports only: gatsby-node runs this.
 */
// The package is ES modules only, with no "require" export: gatsby-node (CommonJS) loads its module file by path,
// which Node.js loads with require() since version 22.
import { HebrewCalendar } from "@hebcal/core/dist/esm/index";
import { holidayName, type HolidayId } from "../../../src/content/holidays";
import { DEFAULT_LANGUAGE, type Language } from "../../../src/language/language";

/** A day the studio is closed, and why: a holiday's name in the language asked for, or the studio's own words. */
export interface Closure {
  date: string;
  name: string;
}

/** How far ahead the holidays are dated: a year, which the nightly rebuild moves on every day. */
export const CLOSURES_AHEAD_DAYS = 365;

/** Which of hebcal's days (by its English description of each, in Israel) belong to each holiday of our list. */
const DAYS_OF: Record<HolidayId, (description: string) => boolean> = {
  "rosh-hashana-eve": (day) => day === "Erev Rosh Hashana",
  "rosh-hashana": (day) => /^Rosh Hashana (?:\d+|II)$/.test(day),
  "yom-kippur-eve": (day) => day === "Erev Yom Kippur",
  "yom-kippur": (day) => day === "Yom Kippur",
  "sukkot-eve": (day) => day === "Erev Sukkot",
  sukkot: (day) => day === "Sukkot I",
  "sukkot-chol-hamoed": (day) => /^Sukkot (?:II|III|IV|V|VI|VII)\b/.test(day),
  "simchat-torah": (day) => day === "Shmini Atzeret",
  "pesach-eve": (day) => day === "Erev Pesach",
  pesach: (day) => day === "Pesach I",
  "pesach-chol-hamoed": (day) => /^Pesach (?:II|III|IV|V|VI) \(CH''M\)$/.test(day),
  "pesach-seventh": (day) => day === "Pesach VII",
  "yom-hazikaron": (day) => day === "Yom HaZikaron",
  "yom-haatzmaut": (day) => day === "Yom HaAtzma'ut",
  "shavuot-eve": (day) => day === "Erev Shavuot",
  shavuot: (day) => day === "Shavuot",
  "tisha-bav": (day) => day === "Tish'a B'Av",
};

const localDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The dates of the chosen holidays from `from` (YYYY-MM-DD) through the next `days` days, in date order, named in `language`. */
export function holidayClosures(
  chosen: readonly HolidayId[],
  from: string,
  days = CLOSURES_AHEAD_DAYS,
  language: Language = DEFAULT_LANGUAGE,
): Closure[] {
  const start = localDate(from);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);
  const events = HebrewCalendar.calendar({ start, end, il: true, noMinorFast: true, noRoshChodesh: true });
  return events.flatMap((event) => {
    const id = chosen.find((holiday) => DAYS_OF[holiday](event.getDesc()));
    return id ? [{ date: isoOf(event.getDate().greg()), name: holidayName(id, language) }] : [];
  });
}

/**
 * Every day the studio is closed from `from` on: the chosen holidays of the coming year, named in `language`, and the
 * typed days (named in the studio's words, as given), in date order, a day once (a typed day that is also a holiday
 * keeps the studio's own name for it).
 */
export function studioClosures(
  site: { closedHolidays: readonly HolidayId[]; closedDays: readonly Closure[] },
  from: string,
  language: Language = DEFAULT_LANGUAGE,
): Closure[] {
  const byDate = new Map<string, Closure>();
  for (const closure of [
    ...site.closedDays.filter((day) => day.date >= from),
    ...holidayClosures(site.closedHolidays, from, CLOSURES_AHEAD_DAYS, language),
  ])
    if (!byDate.has(closure.date)) byDate.set(closure.date, { date: closure.date, name: closure.name });
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
