import fs from "node:fs";
import path from "node:path";
import {
  BOOKINGS_STORAGE_KEY,
  BOOKING_KEEP_DAYS,
  REMINDED_SESSION_KEY,
  bookingToRemind,
  forgetExpiredBookings,
  markBooking,
  unsentBooking,
  withoutExpiredBookings,
} from "./stored-bookings";

const DAY = 24 * 60 * 60 * 1000;
/** The controlled clock: every "now" in these tests. */
const NOW = new Date("2026-11-26T10:00:00.000Z");
const recorded = (daysAgo: number, name = `${daysAgo} days ago`) => ({
  name,
  createdAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
});

describe("withoutExpiredBookings", () => {
  it("keeps a booking for 30 days to the millisecond, then forgets it", () => {
    expect(BOOKING_KEEP_DAYS).toBe(30);
    const stored = JSON.stringify([recorded(31), recorded(30), recorded(29), recorded(0)]);
    expect(JSON.parse(withoutExpiredBookings(stored, NOW)!)).toEqual([recorded(30), recorded(29), recorded(0)]);
    const justOver = new Date(NOW.getTime() + 1);
    expect(JSON.parse(withoutExpiredBookings(stored, justOver)!)).toEqual([recorded(29), recorded(0)]);
  });

  it("forgets entries that do not say when they were recorded, and reads nothing from what is not a list", () => {
    expect(withoutExpiredBookings(JSON.stringify([{ name: "no date" }, { createdAt: "soon" }]), NOW)).toBeNull();
    for (const stored of [null, "", "not json", '{"a":1}', "[]"])
      expect(withoutExpiredBookings(stored, NOW)).toBeNull();
  });
});

describe("forgetExpiredBookings", () => {
  beforeEach(() => window.localStorage.clear());

  it("rewrites the list without the expired ones, and removes the key when none is left", () => {
    window.localStorage.setItem(BOOKINGS_STORAGE_KEY, JSON.stringify([recorded(40), recorded(2)]));
    forgetExpiredBookings(window.localStorage, NOW);
    expect(JSON.parse(window.localStorage.getItem(BOOKINGS_STORAGE_KEY)!)).toEqual([recorded(2)]);
    forgetExpiredBookings(window.localStorage, new Date(NOW.getTime() + 29 * DAY));
    expect(window.localStorage.getItem(BOOKINGS_STORAGE_KEY)).toBeNull();
  });

  it("leaves the browser alone when there is nothing, and when storage fails", () => {
    forgetExpiredBookings(window.localStorage, NOW);
    expect(window.localStorage.length).toBe(0);
    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: jest.fn(),
      removeItem: jest.fn(),
    };
    expect(() => forgetExpiredBookings(failing, NOW)).not.toThrow();
  });
});

describe("the request offered again on the next visit", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("is the latest one kept within 30 days that was neither sent nor dismissed", () => {
    const sent = { ...recorded(3, "sent"), sentAt: NOW.toISOString() };
    const dismissed = { ...recorded(2, "dismissed"), dismissedAt: NOW.toISOString() };
    expect(unsentBooking(JSON.stringify([recorded(5, "older"), recorded(4, "unsent"), sent, dismissed]), NOW)).toEqual(
      recorded(4, "unsent"),
    );
    expect(unsentBooking(JSON.stringify([sent, dismissed]), NOW)).toBeNull();
    // On the 30th day still; a millisecond later it is forgotten, as the privacy notice says.
    const lastDay = JSON.stringify([recorded(30, "last day")]);
    expect(unsentBooking(lastDay, NOW)).toEqual(recorded(30, "last day"));
    expect(unsentBooking(lastDay, new Date(NOW.getTime() + 1))).toBeNull();
    for (const stored of [null, "not json", "[]"]) expect(unsentBooking(stored, NOW)).toBeNull();
  });

  it("is offered once a visit: not in the tab that saved it or was reminded already, and not once sent or dismissed", () => {
    const booking = recorded(1, "unsent");
    window.localStorage.setItem(BOOKINGS_STORAGE_KEY, JSON.stringify([booking]));
    expect(bookingToRemind(window.localStorage, window.sessionStorage, NOW)).toEqual(booking);
    expect(window.sessionStorage.getItem(REMINDED_SESSION_KEY)).not.toBeNull();
    expect(bookingToRemind(window.localStorage, window.sessionStorage, NOW)).toBeNull();

    for (const mark of ["sentAt", "dismissedAt"] as const) {
      window.sessionStorage.clear();
      window.localStorage.setItem(BOOKINGS_STORAGE_KEY, JSON.stringify([booking]));
      markBooking(window.localStorage, booking.createdAt, mark, NOW);
      expect(JSON.parse(window.localStorage.getItem(BOOKINGS_STORAGE_KEY)!)).toEqual([
        { ...booking, [mark]: NOW.toISOString() },
      ]);
      expect(bookingToRemind(window.localStorage, window.sessionStorage, NOW)).toBeNull();
    }
  });

  it("stays quiet when storage fails", () => {
    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: jest.fn(),
    };
    expect(bookingToRemind(failing, failing, NOW)).toBeNull();
    expect(() => markBooking(failing, "x", "sentAt", NOW)).not.toThrow();
  });
});

it("is what the privacy notice tells the visitor, and what the developers' storage list says", () => {
  // The notice speaks of the try-out details in words (no key names): the one text that gives a number of days.
  const notice = fs.readFileSync(path.join(__dirname, "../../../content/privacy.json"), "utf8");
  const texts = [...notice.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => text!);
  expect(texts.filter((text) => /\d+ יום/.test(text))).toEqual([expect.stringContaining(`${BOOKING_KEEP_DAYS} יום`)]);
  const storageDoc = fs.readFileSync(path.join(__dirname, "../../../docs/browser-storage.md"), "utf8");
  const bookingsRow = storageDoc.split("\n").find((line) => line.startsWith(`| \`${BOOKINGS_STORAGE_KEY}\``));
  expect(bookingsRow).toContain(`${BOOKING_KEEP_DAYS} days`);
});
