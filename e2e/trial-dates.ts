import { addDays, weekdayOf } from "../src/lib/dates";
import { booking, tryOutClasses, type ClassSession } from "./content";
import { FIXTURE_BLOCKED_DATES } from "./fixture-booking";

/** The browser tests' clock: 10 July 2025, the spec's example, 10:00 in Israel. */
export const TODAY = "2025-07-10";
export const TEST_TIME = "2025-07-10T10:00:00+03:00";

export { addDays };

const WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Blocked in content/booking.json or in the booking tests' fixture (fixture-booking.ts): avoided either way. */
const isBlocked = (day: string) => booking.blockedDates.includes(day) || FIXTURE_BLOCKED_DATES.includes(day);

/** The first days after `from` (not blocked) on one of the given weekdays. */
export function daysOn(weekdays: readonly string[], count = 1, from = TODAY): string[] {
  const found: string[] = [];
  for (let day = addDays(from, 1); found.length < count; day = addDays(day, 1)) {
    if (weekdays.includes(weekdayOf(day)) && !isBlocked(day)) found.push(day);
  }
  return found;
}

/** The first day after `from` on none of the given weekdays (and not blocked). */
export function dayNotOn(weekdays: readonly string[], from = TODAY): string {
  return daysOn(
    WEEK.filter((day) => !weekdays.includes(day)),
    1,
    from,
  )[0]!;
}

/** A class's groups as the try-out form offers them: by name, in the order of their first session. */
export function groupsOf(entry: { schedule: ClassSession[] }): { name: string | null; days: string[] }[] {
  const names = [...new Set(entry.schedule.map((slot) => slot.ageGroup ?? null))];
  return names.map((name) => ({
    name,
    days: WEEK.filter((day) => entry.schedule.some((slot) => (slot.ageGroup ?? null) === name && slot.day === day)),
  }));
}

/** The weekdays a whole class meets on. */
export const classDays = (entry: { schedule: ClassSession[] }) =>
  WEEK.filter((day) => entry.schedule.some((slot) => slot.day === day));

/** Classes to test with, found in content/classes/ by what they have. */
export const classWithGroups = () => tryOutClasses.find((entry) => groupsOf(entry).length > 1)!;
export const classWithOneGroup = () => tryOutClasses.find((entry) => entry.sport && groupsOf(entry).length === 1)!;
