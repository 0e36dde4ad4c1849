/**
 * What is current on a given day: the notices in force and the upcoming events. Plain functions of a date
 * ("YYYY-MM-DD", the studio's day in Israel), so the build (which drops what is past on the day it runs), the
 * browser (which hides a notice past its day in an old copy of a page) and the tests share one rule.
 */

/** The studio's time zone: a notice lasts to the end of its day there, wherever the build or the visitor is. */
export const STUDIO_TIME_ZONE = "Asia/Jerusalem";

// Made on first use, like the other Intl formatters of the public pages: making one costs several milliseconds
// (one with a time zone about 16, 64 on Lighthouse's slowed phone), which, when a module loads, all land in the
// page's first long task, needed or not. A page without notices never needs this one.
let isoDay: Intl.DateTimeFormat | undefined;

/** The day it is in Israel at `now`, "YYYY-MM-DD" (en-CA writes dates so). */
export const israelDate = (now: Date): string =>
  (isoDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: STUDIO_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })).format(now);

let clockTime: Intl.DateTimeFormat | undefined;

/** The time it is in Israel at `now`, "HH:MM" on a 24-hour clock. */
export const israelTime = (now: Date): string =>
  (clockTime ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: STUDIO_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })).format(now);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the build goes by: `STUDIO_BUILD_DATE` when set (tests, or a rebuild "as of" a day), else today in Israel.
 * A value that is not a date stops the build rather than being ignored.
 */
export function buildDateFrom(env: Record<string, string | undefined>, now: Date): string {
  const given = env.STUDIO_BUILD_DATE;
  if (given === undefined || given === "") return israelDate(now);
  if (!ISO_DATE.test(given) || Number.isNaN(Date.parse(given)))
    throw new Error(`STUDIO_BUILD_DATE must be a date written YYYY-MM-DD, not "${given}"`);
  return given;
}

export interface DatedNotice {
  until: string;
  pages?: readonly string[] | null;
}

/** A notice shows through the end of its `until` day. */
export const noticeInForce = (notice: DatedNotice, today: string): boolean => notice.until >= today;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** A notice without `pages` shows on every page; with them, on those pages only. */
export const noticeShownOn = (notice: DatedNotice, path: string): boolean =>
  !notice.pages || notice.pages.includes(withoutTrailingSlash(path));

/** The notices in force on `today`, in the content's order. */
export const noticesInForce = <Notice extends DatedNotice>(notices: readonly Notice[], today: string): Notice[] =>
  notices.filter((notice) => noticeInForce(notice, today));

export interface DatedEvent {
  date: string;
  endDate?: string | null;
  start: string;
}

/** The last day of an event: its `endDate` (a camp of several days), else its `date`. */
export const eventLastDay = (event: DatedEvent): string => event.endDate ?? event.date;

/** An event is upcoming through the end of its last day (a camp under way is still listed). */
export const isUpcoming = (event: DatedEvent, today: string): boolean => eventLastDay(event) >= today;

/** The upcoming events, the nearest first (by day, then starting time). */
export const upcomingEvents = <Event extends DatedEvent>(events: readonly Event[], today: string): Event[] =>
  events
    .filter((event) => isUpcoming(event, today))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
