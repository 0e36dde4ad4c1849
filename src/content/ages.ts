/**
 * The ages a class group takes (content/classes/: `minAge`, and `maxAge` unless the group is open-ended, such
 * as adults' "18+"), and the age finder's rules: which groups and classes take a given age. Pure, so that the
 * finder on /schedule, the one on the home page and the try-out form agree.
 */

export interface AgeRange {
  minAge: number;
  /** Absent (or null, as GraphQL gives it) for an open-ended group: "from minAge up". */
  maxAge?: number | null;
}

/** The oldest age the finder accepts; anything above is a typing mistake rather than a trainee. */
export const OLDEST_AGE = 99;

/** Whether a group takes a trainee of `age` whole years. */
export const takesAge = (range: AgeRange, age: number): boolean =>
  age >= range.minAge && (range.maxAge === undefined || range.maxAge === null || age <= range.maxAge);

/** "7–12", "18+", or "16" for a one-year group. */
export function ageLabel(range: AgeRange): string {
  if (range.maxAge === undefined || range.maxAge === null) return `${range.minAge}+`;
  return range.minAge === range.maxAge ? String(range.minAge) : `${range.minAge}–${range.maxAge}`;
}

/** The ages a class takes in all: its youngest group's youngest age to its oldest group's oldest (open when any is). */
export function overallAges(ranges: readonly AgeRange[]): AgeRange {
  if (ranges.length === 0) throw new Error("a class has at least one weekly session");
  const minAge = Math.min(...ranges.map((range) => range.minAge));
  const openEnded = ranges.some((range) => range.maxAge === undefined || range.maxAge === null);
  return openEnded ? { minAge } : { minAge, maxAge: Math.max(...ranges.map((range) => range.maxAge ?? 0)) };
}

/**
 * The age a visitor typed, in whole years, or null while it is not one (empty, not a number, a fraction, out of
 * range). Digits only, so "9" and " 9 " are 9, and "9.5" or "-1" are not ages.
 */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age <= OLDEST_AGE ? age : null;
}

/** A class that takes an age, with only its weekly sessions that do. */
export interface ClassForAge<Entry extends { schedule: readonly AgeRange[] }> {
  entry: Entry;
  slots: Entry["schedule"][number][];
}

/** The classes, in their order, that have a group taking `age`, each with those groups' sessions only. */
export function classesForAge<Entry extends { schedule: readonly AgeRange[] }>(
  classes: readonly Entry[],
  age: number,
): ClassForAge<Entry>[] {
  return classes.flatMap((entry) => {
    const slots = entry.schedule.filter((slot) => takesAge(slot, age));
    return slots.length > 0 ? [{ entry, slots }] : [];
  });
}
