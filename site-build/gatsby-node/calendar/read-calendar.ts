/**
 * For the tests: a calendar read by an outside parser (ical.js, from npm), its time zones registered from the file
 * itself, and each session's occurrences expanded as they fall in Israel.
 */
import ICAL from "ical.js";
import { STUDIO_TZID } from "./icalendar";

export interface Occurrence {
  /** The occurrence's instant, ISO in UTC: "2027-03-21T14:30:00.000Z". */
  utc: string;
  /** Its day and hour in Israel: "2027-03-21 sunday 16:30". */
  local: string;
}

export interface ReadSession {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  occurrences: Occurrence[];
}

const israel = new Intl.DateTimeFormat("en-CA", {
  timeZone: STUDIO_TZID,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function localTime(date: Date): string {
  const part = Object.fromEntries(israel.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.weekday!.toLowerCase()} ${part.hour}:${part.minute}`;
}

/** The calendar's properties, and each VEVENT with its first `count` occurrences (EXDATEs left out by the parser). */
export function readCalendar(text: string, count = 8) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const sessions: ReadSession[] = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    const occurrences: Occurrence[] = [];
    for (let next = iterator.next(); next && occurrences.length < count; next = iterator.next()) {
      const date = next.toJSDate();
      occurrences.push({ utc: date.toISOString(), local: localTime(date) });
    }
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue("url")),
      occurrences,
    };
  });
  return {
    // An X- property is TEXT (RFC 5545 3.8.8.2), escaped as such; ical.js reads it raw, not knowing its type.
    name: String(calendar.getFirstPropertyValue("x-wr-calname")).replace(/\\([\\,;])/g, "$1"),
    timezone: String(calendar.getFirstPropertyValue("x-wr-timezone")),
    sessions,
  };
}
