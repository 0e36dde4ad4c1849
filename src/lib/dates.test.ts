import { formatDate, formatDateRange, formatDayAndDate, localDateString } from "./dates";

describe("formatDate", () => {
  it("writes an ISO date the Hebrew way, whatever the time zone", () => {
    expect(formatDate("2026-11-21")).toBe("21 בנובמבר 2026");
    expect(formatDate("2025-01-01")).toBe("1 בינואר 2025");
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

describe("dates in each language", () => {
  // English dates are en-IL's: day first and the month's name, as Israel writes English (Node 24's ICU and Chromium's).
  it.each([
    ["2026-11-21", "21 בנובמבר 2026", "21 November 2026"],
    ["2025-01-01", "1 בינואר 2025", "1 January 2025"],
    ["2028-02-29", "29 בפברואר 2028", "29 February 2028"],
  ])("formatDate(%s): %s; %s", (isoDate, he, en) => {
    expect(formatDate(isoDate, "he")).toBe(he);
    expect(formatDate(isoDate, "en")).toBe(en);
  });

  it.each([
    ["2025-07-13", "יום ראשון, 13 ביולי 2025", "Sunday, 13 July 2025"],
    ["2025-07-19", "שבת, 19 ביולי 2025", "Saturday, 19 July 2025"],
  ])("formatDayAndDate(%s): %s; %s", (isoDate, he, en) => {
    expect(formatDayAndDate(isoDate, "he")).toBe(he);
    expect(formatDayAndDate(isoDate, "en")).toBe(en);
  });

  it.each([
    ["2030-03-03", "2030-03-03", "3 במרץ 2030", "3 March 2030"],
    ["2030-03-03", "2030-03-05", "3 במרץ 2030 – 5 במרץ 2030", "3–5 March 2030"],
    ["2030-03-30", "2030-04-02", "30 במרץ 2030 – 2 באפריל 2030", "30 March 2030 – 2 April 2030"],
    ["2030-12-30", "2031-01-02", "30 בדצמבר 2030 – 2 בינואר 2031", "30 December 2030 – 2 January 2031"],
    ["2030-03-03", "2031-03-05", "3 במרץ 2030 – 5 במרץ 2031", "3 March 2030 – 5 March 2031"],
  ])("formatDateRange(%s, %s): %s; %s", (first, last, he, en) => {
    expect(formatDateRange(first, last, "he")).toBe(he);
    expect(formatDateRange(first, last, "en")).toBe(en);
  });

  it("writes an English range within a month as en-IL's own range format does", () => {
    const enIL = new Intl.DateTimeFormat("en-IL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
    expect(formatDateRange("2030-03-03", "2030-03-05", "en")).toBe(
      enIL.formatRange(day("2030-03-03"), day("2030-03-05")),
    );
  });
});
