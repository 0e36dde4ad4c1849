/**
 * The rules of the local try-out booking form (spec sections 5 and 9): required fields, e-mail format, the earliest
 * date (today), blocked dates and the allowed sports. Pure: "today" and the settings are parameters, so the rules
 * are tested with any date.
 */

export interface BookingValues {
  name: string;
  email: string;
  sport: string;
  date: string;
}

export type BookingField = keyof BookingValues;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** What content/booking.json decides: the days the form refuses and the sports it offers. */
interface BookingRules {
  blockedDates: readonly string[];
  sportIds: readonly string[];
}

/** A record of one booking, as kept in the visitor's browser. */
interface StoredBooking extends BookingValues {
  createdAt: string;
}

export const BOOKING_MESSAGES = {
  nameRequired: "יש למלא שם מלא",
  emailRequired: "יש למלא כתובת אימייל",
  emailFormat: "כתובת האימייל אינה תקינה, למשל name@example.com",
  sportInvalid: "יש לבחור סוג אימון מהרשימה",
  dateRequired: "יש לבחור תאריך",
  dateInvalid: "התאריך אינו תקין",
  datePast: "אפשר לקבוע שיעור ניסיון מהיום והלאה, אנא בחר תאריך אחר",
  dateBlocked: "תאריך זה אינו זמין, אנא בחר תאריך אחר",
} as const;

/** The localStorage key under which the bookings are kept, an array of StoredBooking. */
export const BOOKINGS_STORAGE_KEY = "trialBookings";

/** A real calendar day written "YYYY-MM-DD" (what a date input gives). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isBlockedDate = (date: string, blockedDates: readonly string[]): boolean => blockedDates.includes(date);

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The message for a chosen date, or undefined when the date can be booked. */
export function dateError(date: string, today: string, blockedDates: readonly string[]): string | undefined {
  if (date.trim() === "") return BOOKING_MESSAGES.dateRequired;
  if (!isIsoDate(date)) return BOOKING_MESSAGES.dateInvalid;
  // A blocked date is refused as blocked whenever it is chosen, as the spec has it, even one already past.
  if (isBlockedDate(date, blockedDates)) return BOOKING_MESSAGES.dateBlocked;
  if (date < today) return BOOKING_MESSAGES.datePast;
  return undefined;
}

/** Every field's message; an empty object means the booking can be recorded. */
export function validateBooking(values: BookingValues, rules: BookingRules, today: string): BookingErrors {
  const errors: BookingErrors = {};
  if (values.name.trim() === "") errors.name = BOOKING_MESSAGES.nameRequired;
  if (values.email.trim() === "") errors.email = BOOKING_MESSAGES.emailRequired;
  else if (!isEmail(values.email)) errors.email = BOOKING_MESSAGES.emailFormat;
  if (!rules.sportIds.includes(values.sport)) errors.sport = BOOKING_MESSAGES.sportInvalid;
  const date = dateError(values.date, today, rules.blockedDates);
  if (date) errors.date = date;
  return errors;
}

/** The sport the form starts with: the one its opener asked for when it is offered, otherwise the default. */
export function initialSport(
  requested: string | null | undefined,
  sportIds: readonly string[],
  defaultSport: string,
): string {
  return requested && sportIds.includes(requested) ? requested : defaultSport;
}

/** The values as they are recorded: name and e-mail without surrounding spaces. */
export function bookingRecord(values: BookingValues, now: Date): StoredBooking {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    sport: values.sport,
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

/** Records the booking in the visitor's browser only (the spec: no server call). */
export function saveBooking(storage: Pick<Storage, "getItem" | "setItem">, booking: StoredBooking): void {
  storage.setItem(BOOKINGS_STORAGE_KEY, appendBooking(storage.getItem(BOOKINGS_STORAGE_KEY), booking));
}
