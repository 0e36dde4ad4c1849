import { WEEKDAYS, type Weekday } from "../../../src/content/fixed-lists";
import { formatAddress, type StreetAddress } from "../../../src/content/location";
import { isPaused } from "../../../src/lib/class-status";
import { runsFrom, type CourseCycle, type CycleRun } from "../../../src/lib/course-cycles";
import { addDays, weekdayOf } from "../../../src/lib/dates";
import { ageGroupName, sortSchedule, type ScheduleSlot } from "../../../src/lib/schedule";
import { DEFAULT_LANGUAGE, type Language } from "../../../src/language/language";
import { escapeText, icalendarText, JERUSALEM_TIMEZONE, localDateTime, STUDIO_TZID, utcDayStart } from "./icalendar";

/** A class as its calendar needs it (content/classes/). */
export interface CalendarClass {
  slug: string;
  title: string;
  summary: string;
  status?: string | null;
  schedule: readonly ScheduleSlot[];
  /** A course's cycles: its calendar holds their meetings alone (src/lib/course-cycles.ts). */
  cycles?: readonly CourseCycle[] | null;
}

/** The studio as the calendar names it (content/site.json). */
export interface CalendarStudio {
  brand: string;
  address: StreetAddress;
}

export interface CalendarOptions {
  /** The class page's absolute address: each session's URL, and the host its UIDs are made unique by. */
  pageUrl: string;
  /** The build's day (YYYY-MM-DD, the one notices and events go by): the weekly sessions start on or after it. */
  from: string;
  /** Days the studio is closed (YYYY-MM-DD): the sessions that fall on them are left out. */
  closedDays?: readonly string[];
  /** One age group's calendar: its name (null for the sessions that name none), and what the calendar is called. */
  ageGroup?: { name: string | null; label: string };
  /** The language the class and studio are written in (Hebrew when not given). */
  language?: Language;
}

/** RFC 5545's two-letter weekdays, by the content's weekday. */
const BYDAY: Record<Weekday, string> = {
  sunday: "SU",
  monday: "MO",
  tuesday: "TU",
  wednesday: "WE",
  thursday: "TH",
  friday: "FR",
  saturday: "SA",
};

/** The first day on or after `date` that is a `day`. */
const firstOnOrAfter = (date: string, day: Weekday): string =>
  addDays(date, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(date)) + 7) % 7);

/**
 * One recurring event: a weekly session from its first day on, through `until` when it ends (a course cycle's last
 * meeting on that weekday), without the closed days in between.
 */
interface Series {
  slot: ScheduleSlot;
  first: string;
  until?: string;
  /** What tells this series from another of the same session (a cycle's start), in its UID. */
  key?: string;
}

/** What a session is called in a calendar: the class, and its age group when it has one ("… · גילאי 7–12"). */
const sessionSummary = (entry: CalendarClass, slot: ScheduleSlot): string =>
  slot.ageGroup ? `${entry.title} · ${ageGroupName(slot.ageGroup)}` : entry.title;

/**
 * Each series' UID: the class, the session's weekday and hour (and cycle), and its language unless Hebrew (so that the
 * Hebrew calendars keep the UIDs they had before the English site), at the site's host; stable across builds.
 */
function seriesUids(entry: CalendarClass, series: readonly Series[], options: CalendarOptions): string[] {
  const seen = new Map<string, number>();
  const language = options.language && options.language !== DEFAULT_LANGUAGE ? `-${options.language}` : "";
  return series.map(({ slot, key }) => {
    const base = `${entry.slug}-${slot.day}-${slot.start.replace(":", "")}${key ? `-${key}` : ""}${language}`;
    // Two sessions at the same hour (two age groups side by side) are told apart by their order.
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}${count > 1 ? `-${count}` : ""}@${new URL(options.pageUrl).hostname}`;
  });
}

/** A course cycle's meetings as one series per weekly session: from its first meeting to its last. */
function cycleSeries(run: CycleRun<ScheduleSlot>): Series[] {
  const slots = [...new Set(run.meetings.map((meeting) => meeting.slot))];
  return slots.map((slot) => {
    const dates = run.meetings.filter((meeting) => meeting.slot === slot).map((meeting) => meeting.date);
    return { slot, first: dates[0]!, until: dates.at(-1)!, key: run.cycle.start.replace(/-/g, "") };
  });
}

/**
 * The class's sessions from the build's day on: none while it is paused; a course's cycles that are not over, each
 * meeting once; else every weekly session from its first day on or after the build's day.
 */
function classSeries(entry: CalendarClass, options: CalendarOptions): Series[] {
  if (isPaused(entry)) return [];
  const group = options.ageGroup;
  const schedule = group ? entry.schedule.filter((slot) => (slot.ageGroup ?? null) === group.name) : entry.schedule;
  if (entry.cycles) {
    const closed = new Set(options.closedDays ?? []);
    return runsFrom(schedule, entry.cycles, closed, options.from).flatMap(cycleSeries);
  }
  return sortSchedule(schedule).map((slot) => ({ slot, first: firstOnOrAfter(options.from, slot.day) }));
}

function sessionEvent(
  entry: CalendarClass,
  series: Series,
  uid: string,
  studio: CalendarStudio,
  options: CalendarOptions,
) {
  const { slot, first, until } = series;
  const tzid = `TZID=${STUDIO_TZID}`;
  const closed = [...new Set(options.closedDays ?? [])]
    .filter((day) => day >= first && (!until || day <= until) && weekdayOf(day) === slot.day)
    .sort();
  // UNTIL in UTC, as RFC 5545 asks of a start in a time zone: the end of the last meeting's day holds its start.
  const end = until ? `;UNTIL=${utcDayStart(addDays(until, 1))}` : "";
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utcDayStart(options.from)}`,
    `DTSTART;${tzid}:${localDateTime(first, slot.start)}`,
    `DTEND;${tzid}:${localDateTime(first, slot.end)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[slot.day]}${end}`,
    ...closed.map((day) => `EXDATE;${tzid}:${localDateTime(day, slot.start)}`),
    `SUMMARY:${escapeText(sessionSummary(entry, slot))}`,
    `DESCRIPTION:${escapeText(`${entry.summary}\n${options.pageUrl}`)}`,
    `LOCATION:${escapeText(`${studio.brand}, ${formatAddress(studio.address)}`)}`,
    `URL:${options.pageUrl}`,
    "END:VEVENT",
  ];
}

/**
 * A class's sessions (or one age group's) as an iCalendar file (RFC 5545): one weekly recurring event per session (a
 * course's, per session of each cycle, ending with its last meeting), in Israel's time, at the studio's address,
 * without the days the studio is closed. A paused class's calendar has no sessions: the file stays, so that a calendar
 * subscribed to it empties instead of keeping sessions that are not held. Deterministic: the same class, studio and
 * options give the same text.
 */
export function classCalendar(entry: CalendarClass, studio: CalendarStudio, options: CalendarOptions): string {
  const series = classSeries(entry, options);
  const uids = seriesUids(entry, series, options);
  const name = [entry.title, options.ageGroup?.label, studio.brand].filter(Boolean).join(" · ");
  return icalendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(`-//${studio.brand}//${entry.slug}//${(options.language ?? DEFAULT_LANGUAGE).toUpperCase()}`)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${STUDIO_TZID}`,
    // How often a subscribed calendar asks again (RFC 7986, and Apple's older name for it).
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...JERUSALEM_TIMEZONE,
    ...series.flatMap((one, index) => sessionEvent(entry, one, uids[index]!, studio, options)),
    "END:VCALENDAR",
  ]);
}
