import { formatHebrewDate, localDateString } from "./dates";

describe("formatHebrewDate", () => {
  it("writes an ISO date the Hebrew way, whatever the time zone", () => {
    expect(formatHebrewDate("2026-11-21")).toBe("21 בנובמבר 2026");
    expect(formatHebrewDate("2025-01-01")).toBe("1 בינואר 2025");
  });
});

describe("localDateString", () => {
  it("writes the local calendar day as YYYY-MM-DD", () => {
    expect(localDateString(new Date(2025, 6, 10, 10, 0))).toBe("2025-07-10");
    expect(localDateString(new Date(2025, 0, 5))).toBe("2025-01-05");
  });

  it("uses the local date, not UTC: 00:05 on 10 July in Israel is still 9 July in UTC", () => {
    // The local parts of that moment in Israel (UTC+3), whatever time zone the tests run in.
    const justAfterMidnight = Object.assign(new Date("2025-07-09T21:05:00Z"), {
      getFullYear: () => 2025,
      getMonth: () => 6,
      getDate: () => 10,
    });
    expect(localDateString(justAfterMidnight)).toBe("2025-07-10");
  });

  it("uses the local date, not UTC, just before midnight", () => {
    expect(localDateString(new Date(2025, 11, 31, 23, 55))).toBe("2025-12-31");
  });
});
