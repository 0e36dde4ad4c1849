/**
 * A course's cycles (content/classes/, `cycles`): each starts on a day, runs a number of meetings on the course's (or
 * one group's) weekly sessions, and takes newcomers until a day. A day the studio is closed holds no meeting and is not
 * counted, so the cycle runs on until all its meetings are held. The course page, the timetable, the class calendars
 * and the try-out form read the meetings from here. Pure: the closures and "today" are parameters.
 */
import type { Weekday } from "../content/fixed-lists";
import { addDays, formatDate, weekdayOf } from "./dates";
import { fillTemplate } from "./templates";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

/** A weekly session, as far as its meetings go. */
export interface CycleSlot {
  day: Weekday;
  start: string;
  end: string;
  ageGroup?: string | null;
}

export interface CourseCycle {
  /** The first meeting's day, YYYY-MM-DD. */
  start: string;
  meetings: number;
  /** The last day a newcomer may join; none: the first meeting's day. */
  joinUntil?: string | null;
  /** The age group the cycle is for, by its name in the schedule; none: every group of the course. */
  ageGroup?: string | null;
}

/** One meeting: a weekly session on a day. */
export interface Meeting<Slot extends CycleSlot = CycleSlot> {
  date: string;
  slot: Slot;
}

/** One age group's run of a cycle. */
export interface CycleRun<Slot extends CycleSlot = CycleSlot> {
  cycle: CourseCycle;
  /** The group's name; null for a course whose sessions name none. */
  ageGroup: string | null;
  meetings: Meeting<Slot>[];
}

/** How far a cycle may run on, past closed days, before the count stops: two years. */
const MAX_DAYS = 730;

const groupOf = (slot: CycleSlot) => slot.ageGroup ?? null;

/** The groups a cycle is for: its own, or every group the schedule names (in the order of their first session). */
function groupsOf(schedule: readonly CycleSlot[], cycle: CourseCycle): (string | null)[] {
  if (cycle.ageGroup) return [cycle.ageGroup];
  return [...new Set(schedule.map(groupOf))];
}

/**
 * Each group's meetings of `cycle`: its sessions from the cycle's start on, in order, leaving out the closed days, until
 * `meetings` are counted. A group whose sessions the schedule does not hold gets no run.
 */
export function cycleRuns<Slot extends CycleSlot>(
  schedule: readonly Slot[],
  cycle: CourseCycle,
  closed: ReadonlySet<string>,
): CycleRun<Slot>[] {
  return groupsOf(schedule, cycle).flatMap((ageGroup) => {
    const slots = schedule.filter((slot) => groupOf(slot) === ageGroup).sort((a, b) => a.start.localeCompare(b.start));
    if (slots.length === 0 || cycle.meetings < 1) return [];
    const meetings: Meeting<Slot>[] = [];
    for (let offset = 0; offset < MAX_DAYS && meetings.length < cycle.meetings; offset += 1) {
      const date = addDays(cycle.start, offset);
      if (closed.has(date)) continue;
      const day = weekdayOf(date);
      for (const slot of slots) if (slot.day === day && meetings.length < cycle.meetings) meetings.push({ date, slot });
    }
    return [{ cycle, ageGroup, meetings }];
  });
}

export const firstMeeting = (run: CycleRun): string | undefined => run.meetings[0]?.date;
export const lastMeeting = (run: CycleRun): string | undefined => run.meetings.at(-1)?.date;

/** The last day a newcomer may join a run: the cycle's own, or its first meeting's. */
export const joinUntilOf = (run: CycleRun): string => run.cycle.joinUntil ?? firstMeeting(run) ?? run.cycle.start;

/** The runs of every cycle that is not over on `today` (its last meeting is today or later), the earliest first. */
export function runsFrom<Slot extends CycleSlot>(
  schedule: readonly Slot[],
  cycles: readonly CourseCycle[],
  closed: ReadonlySet<string>,
  today: string,
): CycleRun<Slot>[] {
  return cycles
    .flatMap((cycle) => cycleRuns(schedule, cycle, closed))
    .filter((run) => (lastMeeting(run) ?? "") >= today)
    .sort((a, b) => (firstMeeting(a) ?? "").localeCompare(firstMeeting(b) ?? ""));
}

/**
 * The meeting days a newcomer may come to from `today` on (a try-out, a first lesson): those of runs still taking
 * newcomers, up to each run's last day to join; of one group when `ageGroup` is given.
 */
export function joinableDates(runs: readonly CycleRun[], today: string, ageGroup?: string | null): string[] {
  const dates = runs
    .filter((run) => !ageGroup || run.ageGroup === ageGroup)
    .flatMap((run) => run.meetings.map(({ date }) => date).filter((date) => date >= today && date <= joinUntilOf(run)));
  return [...new Set(dates)].sort();
}

/** What a page says of a run: its dates, its number of meetings, and whether newcomers may still join (by `today`). */
export interface CycleRunWords {
  cycleDates: string;
  cycleMeetings: string;
  cycleJoinUntil: string;
  cycleClosed: string;
}

/**
 * "3 בינואר 2027 עד 21 בפברואר 2027", "8 מפגשים", "אפשר להצטרף עד 10 בינואר 2027" (or that joining has closed): the
 * words' templates filled, their dates written in `language`, the words' own.
 */
export function cycleRunTexts(
  run: CycleRun,
  today: string,
  words: CycleRunWords,
  language: Language = DEFAULT_LANGUAGE,
) {
  const joinUntil = joinUntilOf(run);
  // A date never breaks across lines: "21 בפברואר 2027" stays whole.
  const day = (date: string) => formatDate(date, language).replace(/ /g, "\u00a0");
  return {
    dates: fillTemplate(words.cycleDates, { first: day(firstMeeting(run)!), last: day(lastMeeting(run)!) }),
    meetings: fillTemplate(words.cycleMeetings, { count: run.meetings.length }),
    joining: joinUntil >= today ? fillTemplate(words.cycleJoinUntil, { date: day(joinUntil) }) : words.cycleClosed,
  };
}
