import { specBookingRules as rules } from "@/test-fixtures";
import {
  appendBooking,
  BOOKING_MESSAGES,
  BOOKINGS_STORAGE_KEY,
  bookingRecord,
  dateError,
  initialSport,
  isBlockedDate,
  isEmail,
  isIsoDate,
  saveBooking,
  validateBooking,
  type BookingValues,
} from "./rules";

const TODAY = "2025-07-10";
const valid: BookingValues = { name: "דנה כהן", email: "dana@example.com", sport: "Tricking", date: "2025-07-20" };

describe("isIsoDate", () => {
  it.each(["2025-07-10", "2028-02-29"])("accepts %s", (value) => expect(isIsoDate(value)).toBe(true));
  it.each(["", "2025-7-10", "10/07/2025", "2025-02-30", "2025-13-01", "2027-02-29"])("refuses %p", (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
});

describe("isEmail", () => {
  it.each(["dana@example.com", " dana.cohen+try@mail.co.il "])("accepts %p", (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each(["dana", "dana@", "@example.com", "dana@example", "dana cohen@example.com", "dana@@example.com"])(
    "refuses %p",
    (value) => expect(isEmail(value)).toBe(false),
  );
});

describe("dates", () => {
  it("blocks exactly the listed dates", () => {
    for (const date of rules.blockedDates) expect(isBlockedDate(date, rules.blockedDates)).toBe(true);
    expect(isBlockedDate("2025-07-20", rules.blockedDates)).toBe(false);
    expect(isBlockedDate("2025-07-17", rules.blockedDates)).toBe(false);
  });

  it("accepts today and later open days", () => {
    expect(dateError(TODAY, TODAY, rules.blockedDates)).toBeUndefined();
    expect(dateError("2025-07-20", TODAY, rules.blockedDates)).toBeUndefined();
    expect(dateError("2026-01-01", TODAY, rules.blockedDates)).toBeUndefined();
  });

  it("refuses a day before today, whatever today is", () => {
    expect(dateError("2025-07-09", TODAY, rules.blockedDates)).toBe(BOOKING_MESSAGES.datePast);
    expect(dateError("2024-12-31", "2025-01-01", [])).toBe(BOOKING_MESSAGES.datePast);
    expect(dateError("2025-01-01", "2025-01-01", [])).toBeUndefined();
  });

  it("refuses a blocked day with the spec's message", () => {
    expect(dateError("2025-07-18", TODAY, rules.blockedDates)).toBe("תאריך זה אינו זמין, אנא בחר תאריך אחר");
    expect(dateError("2025-07-26", TODAY, rules.blockedDates)).toBe(BOOKING_MESSAGES.dateBlocked);
    // Blocked wins over past: after July 2025 these dates are still refused with the spec's message.
    expect(dateError("2025-07-18", "2026-11-21", rules.blockedDates)).toBe(BOOKING_MESSAGES.dateBlocked);
  });

  it("asks for a date when there is none, and refuses a malformed one", () => {
    expect(dateError("", TODAY, rules.blockedDates)).toBe(BOOKING_MESSAGES.dateRequired);
    expect(dateError("2025-02-30", TODAY, rules.blockedDates)).toBe(BOOKING_MESSAGES.dateInvalid);
  });
});

describe("validateBooking", () => {
  it("accepts a complete booking", () => {
    expect(validateBooking(valid, rules, TODAY)).toEqual({});
  });

  it("requires the name, the e-mail and the date", () => {
    expect(validateBooking({ ...valid, name: "  ", email: "", date: "" }, rules, TODAY)).toEqual({
      name: BOOKING_MESSAGES.nameRequired,
      email: BOOKING_MESSAGES.emailRequired,
      date: BOOKING_MESSAGES.dateRequired,
    });
  });

  it("wants the e-mail in e-mail format", () => {
    expect(validateBooking({ ...valid, email: "dana.example.com" }, rules, TODAY)).toEqual({
      email: BOOKING_MESSAGES.emailFormat,
    });
  });

  it("allows only the five sports", () => {
    for (const sport of rules.sportIds) expect(validateBooking({ ...valid, sport }, rules, TODAY)).toEqual({});
    expect(validateBooking({ ...valid, sport: "Capoeira" }, rules, TODAY)).toEqual({
      sport: BOOKING_MESSAGES.sportInvalid,
    });
  });

  it("refuses past and blocked dates, relative to the today it is given", () => {
    expect(validateBooking({ ...valid, date: "2025-07-18" }, rules, TODAY).date).toBe(BOOKING_MESSAGES.dateBlocked);
    expect(validateBooking({ ...valid, date: "2025-07-09" }, rules, TODAY).date).toBe(BOOKING_MESSAGES.datePast);
    expect(validateBooking({ ...valid, date: "2025-07-20" }, rules, "2025-07-21").date).toBe(BOOKING_MESSAGES.datePast);
  });
});

describe("initialSport", () => {
  it("is the opener's sport when it is offered", () => {
    expect(initialSport("Muay Thai", rules.sportIds, "Tricking")).toBe("Muay Thai");
  });

  it("is the default when the opener asked for none or for one not offered", () => {
    expect(initialSport(undefined, rules.sportIds, "Tricking")).toBe("Tricking");
    expect(initialSport(null, rules.sportIds, "Tricking")).toBe("Tricking");
    expect(initialSport("Capoeira", rules.sportIds, "Tricking")).toBe("Tricking");
  });
});

describe("recording a booking", () => {
  const now = new Date("2025-07-10T07:00:00Z");
  const record = bookingRecord({ ...valid, name: " דנה כהן ", email: " dana@example.com " }, now);

  it("keeps name, e-mail, sport and date, trimmed, with the time of booking", () => {
    expect(record).toEqual({
      name: "דנה כהן",
      email: "dana@example.com",
      sport: "Tricking",
      date: "2025-07-20",
      createdAt: "2025-07-10T07:00:00.000Z",
    });
  });

  it("adds to the stored list, and starts afresh when it is missing or unreadable", () => {
    expect(JSON.parse(appendBooking(null, record))).toEqual([record]);
    expect(JSON.parse(appendBooking("not json", record))).toEqual([record]);
    expect(JSON.parse(appendBooking('{"a":1}', record))).toEqual([record]);
    expect(JSON.parse(appendBooking(JSON.stringify([{ old: true }]), record))).toEqual([{ old: true }, record]);
  });

  it("saves to the given storage under trialBookings", () => {
    window.localStorage.clear();
    saveBooking(window.localStorage, record);
    saveBooking(window.localStorage, record);
    expect(BOOKINGS_STORAGE_KEY).toBe("trialBookings");
    expect(JSON.parse(window.localStorage.getItem("trialBookings") ?? "null")).toEqual([record, record]);
  });
});
