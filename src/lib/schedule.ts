import { WEEKDAYS, type Weekday } from "../content/fixed-lists";
import { weekdayName } from "../content/format";
import { formatTimeRange, isolateNumberRanges } from "../content/number-runs";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

export interface ScheduleSlot {
  day: Weekday;
  start: string;
  end: string;
  ageGroup?: string | null;
}

/** The weekly sessions in the order of the Israeli week (Sunday first, as WEEKDAYS lists it), then by starting time. */
export function sortSchedule<T extends ScheduleSlot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start));
}

/** "16:30–17:30", the site's one way (content/number-runs.ts). */
export const timeRange = (slot: ScheduleSlot): string => formatTimeRange(slot.start, slot.end);

/** A session's age group as the content names it, its ages written the site's one way: "גילאי 7–12". */
export const ageGroupName = (ageGroup: string): string => isolateNumberRanges(ageGroup);

/** "יום שני 16:30–17:30, גילאי 6–9", "Monday 16:30–17:30, Ages 6–9": the day in `language`, the age group as written. */
export const describeSlot = (slot: ScheduleSlot, language: Language = DEFAULT_LANGUAGE): string =>
  `${weekdayName(slot.day, language)} ${timeRange(slot)}${slot.ageGroup ? `, ${ageGroupName(slot.ageGroup)}` : ""}`;
