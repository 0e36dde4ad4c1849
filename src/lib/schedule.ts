import { WEEKDAYS, type Weekday } from "@/content/fixed-lists";
import { weekdayName } from "../content/format";

export interface ScheduleSlot {
  day: Weekday;
  start: string;
  end: string;
  group?: string | null;
}

/** The weekly sessions in the order of the Israeli week (Sunday first, as WEEKDAYS lists it), then by starting time. */
export function sortSchedule<T extends ScheduleSlot>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start));
}

/** "16:30–17:30": shown inside a left-to-right isolate so the range reads in order in Hebrew text. */
export const timeRange = (slot: ScheduleSlot): string => `${slot.start}–${slot.end}`;

export const describeSlot = (slot: ScheduleSlot): string =>
  `${weekdayName(slot.day)} ${timeRange(slot)}${slot.group ? `, ${slot.group}` : ""}`;
