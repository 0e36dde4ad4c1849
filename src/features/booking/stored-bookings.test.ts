import fs from "node:fs";
import path from "node:path";
import {
  BOOKINGS_STORAGE_KEY,
  BOOKING_KEEP_DAYS,
  forgetExpiredBookings,
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

it("is what the privacy notice tells the visitor, and what the developers' storage list says", () => {
  // The notice speaks of the try-out details in words (no key names): the one text that gives a number of days.
  const notice = fs.readFileSync(path.join(__dirname, "../../../content/privacy.json"), "utf8");
  const texts = [...notice.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => text!);
  expect(texts.filter((text) => /\d+ יום/.test(text))).toEqual([expect.stringContaining(`${BOOKING_KEEP_DAYS} יום`)]);
  const storageDoc = fs.readFileSync(path.join(__dirname, "../../../docs/browser-storage.md"), "utf8");
  const bookingsRow = storageDoc.split("\n").find((line) => line.startsWith(`| \`${BOOKINGS_STORAGE_KEY}\``));
  expect(bookingsRow).toContain(`${BOOKING_KEEP_DAYS} days`);
});
