/**
 * The rules of the local try-out booking form (spec sections 5 and 9): required fields, e-mail format, the earliest
 * date (today), blocked dates and the allowed sports; and, beyond the spec (issue 18), the class and age group a
 * try-out is for and the days they meet. Pure: "today" and the settings are parameters, so the rules are tested
 * with any date.
 */
import type { Weekday } from "@/content/fixed-lists";
import type { AgeRange } from "@/content/ages";
import { joinList, onDays } from "@/content/format";
import { ageGroupForAge } from "@/lib/age-groups";
import { joinableDates, type CycleRun } from "@/lib/course-cycles";
import { formatDayAndDate, weekdayOf } from "@/lib/dates";
import { israelDate, israelTime } from "@/lib/dated-content";
import { isEmail } from "@/lib/email";
import { fillTemplate } from "@/lib/templates";
import type { UiTexts } from "@/lib/ui-texts";
import { DEFAULT_LANGUAGE, type Language } from "@/language/language";
import { BOOKINGS_STORAGE_KEY, withoutExpiredBookings } from "./stored-bookings";

export interface BookingValues {
  name: string;
  email: string;
  sport: string;
  /** The class's slug, or "" when the visitor has not chosen one. */
  classSlug: string;
  /** The age group's name, or "" when none is chosen yet or the class's one age group has no name. */
  ageGroup: string;
  date: string;
}

export type BookingField = keyof BookingValues;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** A weekly session as far as the form goes: the day it meets and its starting hour in Israel. */
export interface SessionStart {
  day: Weekday;
  start: string;
}

/**
 * A class as the form offers it: its sport (when it names one) and its age groups with the days they meet and their
 * sessions' hours; for a course with cycles, the meetings a newcomer may come to, by group (src/lib/course-cycles.ts).
 */
export interface TrialClassRules {
  slug: string;
  sport?: string | null;
  ageGroups: readonly {
    name: string | null;
    days: readonly Weekday[];
    ages: AgeRange;
    slots?: readonly SessionStart[];
  }[];
  joinable?: readonly CycleRun[] | null;
}

/**
 * What the content decides: the days the form refuses (content/booking.json) and the sports it offers; the classes
 * and the days the studio is open (content/site.json), when the form offers classes.
 */
export interface BookingRules {
  messages: BookingMessages;
  /** The language the messages are in, and the days and dates they name are written in; Hebrew when not said. */
  language?: Language;
  blockedDates: readonly string[];
  sportIds: readonly string[];
  classes?: readonly TrialClassRules[];
  openDays?: readonly Weekday[];
}

/** A record of one booking, as kept in the visitor's browser (and marked once sent or dismissed: stored-bookings.ts). */
export interface StoredBooking extends BookingValues {
  /**
   * The age group's place among its class's groups (ageGroups' order, the same in every language), so that a request
   * kept on one language's site names its group in the other's words; absent without a group (and in older records).
   */
  ageGroupPosition?: number;
  createdAt: string;
  sentAt?: string;
  dismissedAt?: string;
}

/** The form's messages, in the studio's words (content/ui.json, trialBooking). */
export type BookingMessages = Pick<
  UiTexts["trialBooking"],
  | "nameRequired"
  | "emailRequired"
  | "emailFormat"
  | "sportInvalid"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "dateBlocked"
  | "classInvalid"
  | "ageGroupRequired"
  | "classDays"
  | "ageGroupDays"
  | "studioDays"
  | "sessionStarted"
  | "courseDates"
  | "courseFull"
>;

/** The days a try-out can be on, and whose days they are (for the message that names them). */
export interface MeetingDays {
  days: readonly Weekday[];
  of: "class" | "ageGroup" | "studio";
}

/** A day the chosen class, its age group or the studio does not meet on; `{days}` is where those days are named. */
export const notMeetingMessage = (
  { days, of }: MeetingDays,
  messages: BookingMessages,
  language: Language = DEFAULT_LANGUAGE,
): string => fillTemplate(messages[`${of}Days`], { days: onDays(days, language) });

export { BOOKINGS_STORAGE_KEY };

/** A real calendar day written "YYYY-MM-DD" (what a date input gives). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isBlockedDate = (date: string, blockedDates: readonly string[]): boolean => blockedDates.includes(date);

export { weekdayOf };

/**
 * The days a try-out can be on: the chosen age group's, else those of the chosen class (all its age groups), else the
 * studio's open days; never a day the studio is closed. Undefined when the rules know no days (any day).
 */
export function meetingDays(rules: BookingRules, classSlug: string, ageGroup: string): MeetingDays | undefined {
  const open = rules.openDays;
  const withinOpen = (days: readonly Weekday[]) => (open ? days.filter((day) => open.includes(day)) : days);
  const chosen = rules.classes?.find((entry) => entry.slug === classSlug);
  if (chosen) {
    const named = chosen.ageGroups.length > 1 ? chosen.ageGroups.find((entry) => entry.name === ageGroup) : undefined;
    if (named) return { days: withinOpen(named.days), of: "ageGroup" };
    return { days: withinOpen([...new Set(chosen.ageGroups.flatMap((entry) => entry.days))]), of: "class" };
  }
  return open ? { days: open, of: "studio" } : undefined;
}

/** The sessions of the chosen class (of its chosen group, when it has one) held on a day. */
function sessionsOn(rules: BookingRules, classSlug: string, ageGroup: string, date: string): SessionStart[] {
  const chosen = rules.classes?.find((entry) => entry.slug === classSlug);
  const groups = chosen?.ageGroups.filter((entry) => !ageGroup || entry.name === ageGroup) ?? [];
  return groups.flatMap((entry) => entry.slots ?? []).filter((slot) => slot.day === weekdayOf(date));
}

/**
 * Whether every session of the chosen class (or group) on `date` has already started by `now`, in Israel's time
 * whatever the visitor's clock says: a try-out today is for a session still to come. False without a class chosen.
 */
export function sessionsStarted(rules: BookingRules, values: BookingValues, now: Date): boolean {
  if (values.date !== israelDate(now)) return values.date < israelDate(now) && values.classSlug !== "";
  const sessions = sessionsOn(rules, values.classSlug, values.ageGroup, values.date);
  const time = israelTime(now);
  return sessions.length > 0 && sessions.every((slot) => slot.start <= time);
}

/**
 * The days a newcomer may come to a course with cycles, from `today` on (of the chosen group when it has one);
 * undefined for a class that is no such course.
 */
export function courseDates(rules: BookingRules, classSlug: string, ageGroup: string, today: string) {
  const runs = rules.classes?.find((entry) => entry.slug === classSlug)?.joinable;
  return runs ? joinableDates(runs, today, ageGroup || null) : undefined;
}

/** A course's message that names the days it can be joined on (the first three), or that it takes no one now. */
function courseDatesMessage(dates: readonly string[], messages: BookingMessages, language: Language): string {
  if (dates.length === 0) return messages.courseFull;
  const firstThree = dates.slice(0, 3).map((date) => formatDayAndDate(date, language));
  return fillTemplate(messages.courseDates, { dates: joinList(firstThree, language) });
}

/** What decides a chosen date beside the settings: the days to meet on, the course's days to join, the clock. */
export interface DateContext {
  meeting?: MeetingDays;
  /** A course's days to join on (courseDates). */
  joinable?: readonly string[];
  /** Whether the day's sessions have started (sessionsStarted). */
  started?: boolean;
}

/** The message for a chosen date, or undefined when the date can be booked. */
export function dateError(
  date: string,
  today: string,
  { blockedDates, messages, language = DEFAULT_LANGUAGE }: Pick<BookingRules, "blockedDates" | "messages" | "language">,
  { meeting, joinable, started }: DateContext = {},
): string | undefined {
  if (date.trim() === "") return messages.dateRequired;
  if (!isIsoDate(date)) return messages.dateInvalid;
  // A blocked date is refused as blocked whenever it is chosen, as the spec has it, even one already past.
  if (isBlockedDate(date, blockedDates)) return messages.dateBlocked;
  if (meeting && !meeting.days.includes(weekdayOf(date))) return notMeetingMessage(meeting, messages, language);
  if (date < today) return messages.datePast;
  if (joinable && !joinable.includes(date)) return courseDatesMessage(joinable, messages, language);
  if (started) return messages.sessionStarted;
  return undefined;
}

/**
 * Whether a date is refused at once, greying the field, as the spec does with a blocked date: a blocked date, a
 * day on which the chosen class, its age group or the studio does not meet, a day a course cannot be joined on, or
 * today once its sessions have started.
 */
export function isUnavailableDate(
  date: string,
  blockedDates: readonly string[],
  { meeting, joinable, started }: DateContext = {},
): boolean {
  if (!isIsoDate(date)) return false;
  return (
    isBlockedDate(date, blockedDates) ||
    (meeting !== undefined && !meeting.days.includes(weekdayOf(date))) ||
    (joinable !== undefined && !joinable.includes(date)) ||
    started === true
  );
}

/** Everything that decides the chosen date, at `now`: its days, a course's days to join, the day's sessions. */
export function dateContext(rules: BookingRules, values: BookingValues, now: Date, today: string): DateContext {
  return {
    meeting: meetingDays(rules, values.classSlug, values.ageGroup),
    joinable: courseDates(rules, values.classSlug, values.ageGroup, today),
    started: isIsoDate(values.date) && values.date >= today ? sessionsStarted(rules, values, now) : false,
  };
}

/** Whether the chosen class asks which of its age groups: it has more than one. */
export const asksForAgeGroup = (rules: BookingRules, classSlug: string): boolean =>
  (rules.classes?.find((entry) => entry.slug === classSlug)?.ageGroups.length ?? 0) > 1;

/**
 * Every field's message; an empty object means the booking can be recorded. `today` is the visitor's own date; `now`
 * (the moment of checking) tells which of today's sessions have started, in Israel's time.
 */
export function validateBooking(
  values: BookingValues,
  rules: BookingRules,
  today: string,
  now: Date = new Date(`${today}T00:00:00Z`),
): BookingErrors {
  const errors: BookingErrors = {};
  const { messages } = rules;
  if (values.name.trim() === "") errors.name = messages.nameRequired;
  if (values.email.trim() === "") errors.email = messages.emailRequired;
  else if (!isEmail(values.email)) errors.email = messages.emailFormat;
  if (!rules.sportIds.includes(values.sport)) errors.sport = messages.sportInvalid;
  const chosenClass = rules.classes?.find((entry) => entry.slug === values.classSlug);
  if (values.classSlug !== "" && !chosenClass) errors.classSlug = messages.classInvalid;
  const { ageGroups } = chosenClass ?? { ageGroups: [] };
  if (ageGroups.length > 1 && !ageGroups.some((entry) => entry.name === values.ageGroup))
    errors.ageGroup = messages.ageGroupRequired;
  const date = dateError(values.date, today, rules, dateContext(rules, values, now, today));
  if (date) errors.date = date;
  return errors;
}

/** What opened the form asked for: a class (from its page or the age finder), a sport, the age that was looked for. */
export interface TrialPreset {
  classSlug?: string | null;
  sport?: string | null;
  age?: number | null;
}

/** The age group a class starts with in the form: its only one, or the one that takes the age, when known. */
const presetAgeGroup = (chosen: TrialClassRules | undefined, age?: number | null): string =>
  (chosen && ageGroupForAge(chosen.ageGroups, age)?.name) ?? "";

/**
 * The values the form starts with: the class asked for when it is offered, with its sport (else the sport asked
 * for, else the default) and its age group when it can be known (its only one, or the one that takes the age looked for).
 */
export function initialValues(preset: TrialPreset, rules: BookingRules, defaultSport: string): BookingValues {
  const chosen = rules.classes?.find((entry) => entry.slug === preset.classSlug);
  const sport = initialSport(chosen?.sport ?? preset.sport, rules.sportIds, defaultSport);
  return {
    name: "",
    email: "",
    sport,
    classSlug: chosen?.slug ?? "",
    ageGroup: presetAgeGroup(chosen, preset.age),
    date: "",
  };
}

/** The sport the form starts with: the one its opener asked for when it is offered, otherwise the default. */
export function initialSport(
  requested: string | null | undefined,
  sportIds: readonly string[],
  defaultSport: string,
): string {
  return requested && sportIds.includes(requested) ? requested : defaultSport;
}

/** The classes the form lists for a sport: that sport's own, and those that name no sport (open to any). */
export const classesForSport = <Entry extends Pick<TrialClassRules, "sport">>(
  classes: readonly Entry[],
  sport: string,
) => classes.filter((entry) => !entry.sport || entry.sport === sport);

/**
 * The values after the visitor changed one field: choosing a class sets the sport to the class's own and its age
 * group to its only one (an age group of the class before is forgotten); choosing a sport the chosen class is not forgets the
 * class (the form lists classes by sport).
 */
export function changeValue(
  values: BookingValues,
  field: BookingField,
  value: string,
  rules: BookingRules,
): BookingValues {
  const next = { ...values, [field]: value };
  const classOf = (slug: string) => rules.classes?.find((entry) => entry.slug === slug);
  if (field === "classSlug") {
    const chosen = classOf(value);
    const sport = chosen?.sport;
    return {
      ...next,
      ageGroup: presetAgeGroup(chosen),
      sport: sport && rules.sportIds.includes(sport) ? sport : values.sport,
    };
  }
  if (field === "sport") {
    const sport = classOf(values.classSlug)?.sport;
    if (sport && sport !== value) return { ...next, classSlug: "", ageGroup: "" };
  }
  return next;
}

/** The values as they are recorded: name and e-mail without surrounding spaces, the group's place too. */
export function bookingRecord(values: BookingValues, now: Date, rules: Pick<BookingRules, "classes">): StoredBooking {
  const groups = rules.classes?.find((entry) => entry.slug === values.classSlug)?.ageGroups ?? [];
  const position = values.ageGroup ? groups.findIndex((group) => group.name === values.ageGroup) : -1;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    sport: values.sport,
    classSlug: values.classSlug,
    ageGroup: values.ageGroup,
    ...(position >= 0 ? { ageGroupPosition: position } : {}),
    date: values.date,
    createdAt: now.toISOString(),
  };
}

/** The stored list with one more booking; a missing or unreadable list starts afresh. */
export function appendBooking(stored: string | null, booking: StoredBooking): string {
  let bookings: unknown[] = [];
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (Array.isArray(parsed)) bookings = parsed;
  } catch {
    bookings = [];
  }
  return JSON.stringify([...bookings, booking]);
}

/**
 * Records the booking in the visitor's browser only (the spec: no server call), forgetting those recorded more than
 * BOOKING_KEEP_DAYS before it (stored-bookings.ts).
 */
export function saveBooking(storage: Pick<Storage, "getItem" | "setItem">, booking: StoredBooking): void {
  const kept = withoutExpiredBookings(storage.getItem(BOOKINGS_STORAGE_KEY), new Date(booking.createdAt));
  storage.setItem(BOOKINGS_STORAGE_KEY, appendBooking(kept, booking));
}
