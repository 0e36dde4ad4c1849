import { weekdayName } from "../content/format";
import { WEEKDAYS } from "@/content/fixed-lists";
import { takesAge, type AgeRange } from "../content/ages";
import { groupName, timeRange, type ScheduleSlot } from "./schedule";

/** A class as the timetable needs it: its name and page, its menu group, its weekly sessions and coaches. */
export interface TimetableClass {
  title: string;
  path: string;
  group: string;
  schedule: readonly (ScheduleSlot & AgeRange)[];
  coaches: readonly { name: string }[];
}

export interface TimetableRow {
  key: string;
  /** "16:30–17:30" */
  time: string;
  start: string;
  title: string;
  path: string;
  group: string;
  /** Who the session is for: its age group, or the class's audience with the session's group. */
  audience: string;
  coaches: string;
  /** The ages the session's group takes (the age finder's data). */
  ages: AgeRange;
}

export interface TimetableDay {
  day: string;
  name: string;
  rows: TimetableRow[];
}

/** The timetable's filter: every session ("all", the default), or one menu group's sessions. */
export const TIMETABLE_FILTERS = ["all", "kids", "adults", "courses", "open"] as const;

/** Who each menu group is for, as the timetable says it (content/ui.json, timetable): "kidsAudience"... */
export type Audiences = Record<`${Exclude<(typeof TIMETABLE_FILTERS)[number], "all">}Audience`, string>;

/** A kids' session names its age group itself; other sessions say who the class is for, then the session's group. */
export function sessionAudience(audiences: Audiences, classGroup: string, sessionGroup?: string | null): string {
  const key = `${classGroup}Audience`;
  const audience = Object.hasOwn(audiences, key) ? audiences[key as keyof Audiences] : "";
  if (!sessionGroup) return audience;
  const group = groupName(sessionGroup);
  return classGroup === "kids" || !audience ? group : `${audience} · ${group}`;
}

/** Every session of every class, by weekday (Sunday first, only days with sessions), each day by starting time. */
export function weeklyTimetable(classes: readonly TimetableClass[], audiences: Audiences): TimetableDay[] {
  const rows = classes.flatMap((entry) =>
    entry.schedule.map((slot) => ({
      day: slot.day,
      row: {
        key: `${entry.path}-${slot.day}-${slot.start}`,
        time: timeRange(slot),
        start: slot.start,
        title: entry.title,
        path: entry.path,
        group: entry.group,
        audience: sessionAudience(audiences, entry.group, slot.group),
        coaches: entry.coaches.map((coach) => coach.name).join(", "),
        ages: { minAge: slot.minAge, maxAge: slot.maxAge },
      },
    })),
  );
  return WEEKDAYS.map((day) => ({
    day,
    name: weekdayName(day),
    rows: rows
      .filter((entry) => entry.day === day)
      .map((entry) => entry.row)
      .sort((a, b) => a.start.localeCompare(b.start)),
  })).filter((day) => day.rows.length > 0);
}

/** The week as the age finder shows it: only the sessions that take `age` (all when null), and the days that keep one. */
export function weekForAge(days: readonly TimetableDay[], age: number | null): TimetableDay[] {
  if (age === null) return [...days];
  return days
    .map((day) => ({ ...day, rows: day.rows.filter((row) => takesAge(row.ages, age)) }))
    .filter((day) => day.rows.length > 0);
}

/** How many classes (each counted once, however many sessions it has) and weekly sessions the days hold. */
export function countSessions(days: readonly TimetableDay[], group = "all"): { classes: number; sessions: number } {
  const rows = days.flatMap((day) => day.rows).filter((row) => group === "all" || row.group === group);
  return { classes: new Set(rows.map((row) => row.path)).size, sessions: rows.length };
}

/** The weekly timetable's page, linked from the home page's class choice and from every class page. */
export const SCHEDULE_PATH = "/schedule";
