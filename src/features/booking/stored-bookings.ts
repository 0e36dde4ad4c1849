/**
 * The try-out bookings kept in the visitor's browser (localStorage, under BOOKINGS_STORAGE_KEY: an array of
 * StoredBooking, rules.ts), and how long: BOOKING_KEEP_DAYS after each was recorded, as the privacy notice says.
 * Small and free of the booking rules, because every page load forgets the expired ones (gatsby-browser.tsx).
 */

/** The localStorage key under which the bookings are kept, an array of StoredBooking. */
export const BOOKINGS_STORAGE_KEY = "trialBookings";

/** How long a booking's details stay in the browser: the privacy notice (content/privacy.json) says so too. */
export const BOOKING_KEEP_DAYS = 30;
const KEEP_MS = BOOKING_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** When a stored entry was recorded, or NaN when it does not say. */
const recordedAt = (entry: unknown): number =>
  typeof entry === "object" && entry !== null && typeof (entry as { createdAt?: unknown }).createdAt === "string"
    ? Date.parse((entry as { createdAt: string }).createdAt)
    : NaN;

/**
 * The stored list (as localStorage holds it) without the bookings recorded more than BOOKING_KEEP_DAYS before `now`,
 * nor those that do not say when they were recorded; null when nothing is left (or nothing readable was there).
 */
export function withoutExpiredBookings(stored: string | null, now: Date): string | null {
  let entries: unknown;
  try {
    entries = stored ? JSON.parse(stored) : null;
  } catch {
    return null;
  }
  if (!Array.isArray(entries)) return null;
  const kept = entries.filter((entry) => now.getTime() - recordedAt(entry) <= KEEP_MS);
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** Forgets the expired bookings in `storage`, removing the key when none is left; quiet when storage fails. */
export function forgetExpiredBookings(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">, now: Date): void {
  try {
    const stored = storage.getItem(BOOKINGS_STORAGE_KEY);
    if (stored === null) return;
    const kept = withoutExpiredBookings(stored, now);
    if (kept === null) storage.removeItem(BOOKINGS_STORAGE_KEY);
    else if (kept !== stored) storage.setItem(BOOKINGS_STORAGE_KEY, kept);
  } catch {
    // Storage switched off or full: there is nothing to forget, or nothing we can do.
  }
}

/**
 * Marks this tab's visit as one that needs no reminder (sessionStorage): the visitor has just saved a request, or
 * was reminded already. The next visit (a new tab or window) starts without the mark.
 */
export const REMINDED_SESSION_KEY = "trialRequestReminded";

/** What the reminder needs to know of a kept booking: when it was recorded, and whether it was sent or dismissed. */
interface KeptBooking {
  createdAt: string;
  /** When the visitor followed one of the ways that reach the studio (WhatsApp, the provider's form). */
  sentAt?: string;
  /** When the visitor asked not to be reminded of it again. */
  dismissedAt?: string;
}

const isKeptBooking = (entry: unknown): entry is KeptBooking =>
  typeof entry === "object" && entry !== null && typeof (entry as { createdAt?: unknown }).createdAt === "string";

const keptBookings = (stored: string | null, now: Date): unknown[] => {
  const kept = withoutExpiredBookings(stored, now);
  return kept === null ? [] : (JSON.parse(kept) as unknown[]);
};

/**
 * The latest booking kept within BOOKING_KEEP_DAYS that was neither sent nor dismissed, or null: the request to
 * offer again on the visitor's next visit.
 */
export function unsentBooking<Booking extends KeptBooking>(stored: string | null, now: Date): Booking | null {
  const unsent = keptBookings(stored, now).filter(
    (entry): entry is Booking => isKeptBooking(entry) && !entry.sentAt && !entry.dismissedAt,
  );
  return unsent.at(-1) ?? null;
}

/** The stored list with the booking recorded at `createdAt` marked as sent or dismissed at `now`. */
export function markedBookings(stored: string | null, createdAt: string, mark: "sentAt" | "dismissedAt", now: Date) {
  const entries = keptBookings(stored, now).map((entry) =>
    isKeptBooking(entry) && entry.createdAt === createdAt ? { ...entry, [mark]: now.toISOString() } : entry,
  );
  return JSON.stringify(entries);
}

/** Marks a kept booking as sent or dismissed in `storage`; quiet when storage fails. */
export function markBooking(
  storage: Pick<Storage, "getItem" | "setItem">,
  createdAt: string,
  mark: "sentAt" | "dismissedAt",
  now: Date,
): void {
  try {
    storage.setItem(BOOKINGS_STORAGE_KEY, markedBookings(storage.getItem(BOOKINGS_STORAGE_KEY), createdAt, mark, now));
  } catch {
    // Storage switched off or full: the reminder may come once more, nothing worse.
  }
}

/**
 * The booking to remind of on this page load: an unsent one, when this tab has not saved or been reminded of one
 * yet (the tab is then marked, so that it is offered once a visit); null otherwise, and when storage fails.
 */
export function bookingToRemind<Booking extends KeptBooking>(
  local: Pick<Storage, "getItem">,
  session: Pick<Storage, "getItem" | "setItem">,
  now: Date,
): Booking | null {
  try {
    if (session.getItem(REMINDED_SESSION_KEY) !== null) return null;
    const booking = unsentBooking<Booking>(local.getItem(BOOKINGS_STORAGE_KEY), now);
    if (booking) session.setItem(REMINDED_SESSION_KEY, now.toISOString());
    return booking;
  } catch {
    return null;
  }
}
