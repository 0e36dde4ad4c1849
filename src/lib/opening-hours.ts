import { weekdayName } from "../content/format";
import { formatTimeRange } from "../content/number-runs";
import { WEEKDAYS, type Weekday } from "@/content/fixed-lists";
import { DEFAULT_LANGUAGE, type Language } from "@/language/language";

export interface OpeningHoursEntry {
  day: string;
  opens: string;
  closes: string;
}

interface OpeningDay {
  day: string;
  /** "יום ראשון", "Sunday" */
  name: string;
  /** "15:30–23:00" for each opening of the day, in order; empty when the studio is closed. */
  hours: string[];
}

/** Every day of the week, Sunday first, named in `language`, with the studio's hours that day (none: closed). */
export function openingWeek(
  entries: readonly OpeningHoursEntry[],
  language: Language = DEFAULT_LANGUAGE,
): OpeningDay[] {
  return WEEKDAYS.map((day) => ({
    day,
    name: weekdayName(day, language),
    hours: entries
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((entry) => formatTimeRange(entry.opens, entry.closes)),
  }));
}

/** The weekdays the studio opens on at all, Sunday first. */
export const openDays = (entries: readonly { day: string }[]): Weekday[] =>
  WEEKDAYS.filter((day) => entries.some((entry) => entry.day === day));
