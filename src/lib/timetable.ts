import { formatPrice, weekdayName, type PricePeriodTexts } from "../content/format";
import { WEEKDAYS, type PricePeriod } from "@/content/fixed-lists";
import { takesAge, type AgeRange } from "../content/ages";
import { cycleRunTexts, runsFrom, type CourseCycle, type CycleRunWords } from "./course-cycles";
import { ageGroupName, timeRange, type ScheduleSlot } from "./schedule";
import { fillTemplate } from "./templates";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

/**
 * A class as the timetable needs it: its name and page, its menu group, its weekly sessions and coaches, its price, and
 * a course's cycles.
 */
export interface TimetableClass {
  title: string;
  path: string;
  menuGroup: string;
  schedule: readonly (ScheduleSlot & AgeRange)[];
  coaches: readonly { name: string }[];
  price?: { amountILS: number; period: PricePeriod } | null;
  cycles?: readonly CourseCycle[] | null;
}

/**
 * What the timetable writes beside the sessions: who each menu group is for, the price's period, and a course's
 * coming cycle as of `today` (the build's day), without the days the studio is `closed`.
 */
export interface TimetableWords {
  audiences: Audiences;
  periods: PricePeriodTexts;
  cycles: CycleRunWords & { nextCycle: string };
  today: string;
  closed: ReadonlySet<string>;
}

export interface TimetableRow {
  key: string;
  /** "16:30–17:30" */
  time: string;
  start: string;
  title: string;
  path: string;
  /** The filter's value: the class's menu group. */
  menuGroup: string;
  /** Who the session is for: its age group, or the class's audience with the age group. */
  audience: string;
  coaches: string;
  /** The class's price as its page writes it ("280 ש\"ח לחודש", "₪280 a month"), or "" for a class with none. */
  price: string;
  /** A course's session: the dates of its group's coming cycle. */
  cycle?: string;
  /** The ages the session's age group takes (the age finder's data). */
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

/** A kids' session names its age group itself; other sessions say who the class is for, then the age group. */
export function sessionAudience(audiences: Audiences, menuGroup: string, ageGroup?: string | null): string {
  const key = `${menuGroup}Audience`;
  const audience = Object.hasOwn(audiences, key) ? audiences[key as keyof Audiences] : "";
  if (!ageGroup) return audience;
  const named = ageGroupName(ageGroup);
  return menuGroup === "kids" || !audience ? named : `${audience} · ${named}`;
}

/**
 * A course's sessions, each with the dates of its group's coming cycle; a session whose group has no cycle to come is
 * not held, and leaves the timetable. Another class's sessions are every week.
 */
function heldSessions(entry: TimetableClass, words: TimetableWords, language: Language) {
  if (entry.menuGroup !== "courses") return entry.schedule.map((slot) => ({ slot, cycle: undefined }));
  const runs = runsFrom(entry.schedule, entry.cycles ?? [], words.closed, words.today);
  return entry.schedule.flatMap((slot) => {
    const run = runs.find((candidate) => candidate.ageGroup === (slot.ageGroup ?? null));
    if (!run) return [];
    const { dates } = cycleRunTexts(run, words.today, words.cycles, language);
    return [{ slot, cycle: fillTemplate(words.cycles.nextCycle, { dates }) }];
  });
}

/**
 * Every session of every class, by weekday (Sunday first, only days with sessions), each day by starting time; the
 * days, prices and dates written in `language`, beside the words given in it.
 */
export function weeklyTimetable(
  classes: readonly TimetableClass[],
  words: TimetableWords,
  language: Language = DEFAULT_LANGUAGE,
): TimetableDay[] {
  const rows = classes.flatMap((entry) =>
    heldSessions(entry, words, language).map(({ slot, cycle }) => ({
      day: slot.day,
      row: {
        key: `${entry.path}-${slot.day}-${slot.start}`,
        time: timeRange(slot),
        start: slot.start,
        title: entry.title,
        path: entry.path,
        menuGroup: entry.menuGroup,
        audience: sessionAudience(words.audiences, entry.menuGroup, slot.ageGroup),
        coaches: entry.coaches.map((coach) => coach.name).join(", "),
        price: entry.price ? formatPrice(entry.price.amountILS, entry.price.period, words.periods, language) : "",
        ...(cycle ? { cycle } : {}),
        ages: { minAge: slot.minAge, maxAge: slot.maxAge },
      },
    })),
  );
  return WEEKDAYS.map((day) => ({
    day,
    name: weekdayName(day, language),
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
export function countSessions(days: readonly TimetableDay[], menuGroup = "all"): { classes: number; sessions: number } {
  const rows = days.flatMap((day) => day.rows).filter((row) => menuGroup === "all" || row.menuGroup === menuGroup);
  return { classes: new Set(rows.map((row) => row.path)).size, sessions: rows.length };
}

/** The weekly timetable's page, linked from the home page's class choice and from every class page. */
export const SCHEDULE_PATH = "/schedule";
