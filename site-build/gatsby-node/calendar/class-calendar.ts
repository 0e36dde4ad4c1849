import { WEEKDAYS, type Weekday } from "../../../src/content/fixed-lists";
import { formatAddress, type StreetAddress } from "../../../src/content/location";
import { isPaused } from "../../../src/lib/class-status";
import { ageGroupName, sortSchedule, type ScheduleSlot } from "../../../src/lib/schedule";
import { escapeText, icalendarText, JERUSALEM_TIMEZONE, localDateTime, STUDIO_TZID, utcDayStart } from "./icalendar";

/** A class as its calendar needs it (content/classes/). */
export interface CalendarClass {
  slug: string;
  title: string;
  summary: string;
  status?: string | null;
  schedule: readonly ScheduleSlot[];
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

const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** The first day on or after `date` that is a `day`. */
function firstOnOrAfter(date: string, day: Weekday): string {
  const start = new Date(`${date}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + ((WEEKDAYS.indexOf(day) - start.getUTCDay() + 7) % 7));
  return start.toISOString().slice(0, 10);
}

/** What a session is called in a calendar: the class, and its age group when it has one ("… · גילאי 7–12"). */
const sessionSummary = (entry: CalendarClass, slot: ScheduleSlot): string =>
  slot.ageGroup ? `${entry.title} · ${ageGroupName(slot.ageGroup)}` : entry.title;

/**
 * Each session's UID: the class and the session's weekday and hour, at the site's host; stable across builds. Two
 * sessions at the same hour (two age groups side by side) are told apart by their order, so no calendar merges them.
 */
function sessionUids(entry: CalendarClass, sessions: readonly ScheduleSlot[], pageUrl: string): string[] {
  const seen = new Map<string, number>();
  return sessions.map((slot) => {
    const key = `${entry.slug}-${slot.day}-${slot.start.replace(":", "")}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${key}${count > 1 ? `-${count}` : ""}@${new URL(pageUrl).hostname}`;
  });
}

function sessionEvent(
  entry: CalendarClass,
  slot: ScheduleSlot,
  uid: string,
  studio: CalendarStudio,
  options: CalendarOptions,
) {
  const first = firstOnOrAfter(options.from, slot.day);
  const tzid = `TZID=${STUDIO_TZID}`;
  const closed = [...new Set(options.closedDays ?? [])]
    .filter((day) => day >= first && weekdayOf(day) === slot.day)
    .sort();
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utcDayStart(options.from)}`,
    `DTSTART;${tzid}:${localDateTime(first, slot.start)}`,
    `DTEND;${tzid}:${localDateTime(first, slot.end)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[slot.day]}`,
    ...closed.map((day) => `EXDATE;${tzid}:${localDateTime(day, slot.start)}`),
    `SUMMARY:${escapeText(sessionSummary(entry, slot))}`,
    `DESCRIPTION:${escapeText(`${entry.summary}\n${options.pageUrl}`)}`,
    `LOCATION:${escapeText(`${studio.brand}, ${formatAddress(studio.address)}`)}`,
    `URL:${options.pageUrl}`,
    "END:VEVENT",
  ];
}

/**
 * A class's weekly sessions as an iCalendar file (RFC 5545): one weekly recurring event per session, in Israel's time,
 * at the studio's address, without the days the studio is closed. A paused class's calendar has no sessions: the
 * file stays, so that a calendar subscribed to it empties instead of keeping sessions that are not held.
 * Deterministic: the same class, studio and options give the same text.
 */
export function classCalendar(entry: CalendarClass, studio: CalendarStudio, options: CalendarOptions): string {
  const sessions = isPaused(entry) ? [] : sortSchedule(entry.schedule);
  const uids = sessionUids(entry, sessions, options.pageUrl);
  return icalendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(`-//${studio.brand}//${entry.slug}//HE`)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${entry.title} · ${studio.brand}`)}`,
    `X-WR-TIMEZONE:${STUDIO_TZID}`,
    // How often a subscribed calendar asks again (RFC 7986, and Apple's older name for it).
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...JERUSALEM_TIMEZONE,
    ...sessions.flatMap((slot, index) => sessionEvent(entry, slot, uids[index]!, studio, options)),
    "END:VCALENDAR",
  ]);
}
