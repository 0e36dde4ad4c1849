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
