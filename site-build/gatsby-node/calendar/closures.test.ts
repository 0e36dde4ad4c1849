/** @jest-environment node */
import { HOLIDAY_IDS, USUAL_HOLIDAYS } from "../../../src/content/holidays";
import { holidayClosures, studioClosures } from "./closures";

describe("the holidays' dates, from the Hebrew calendar as kept in Israel", () => {
  it("dates every holiday of the list in the coming year, each on its days", () => {
    const found = holidayClosures(HOLIDAY_IDS, "2026-11-28");
    const on = (name: string) => found.filter((closure) => closure.name === name).map((closure) => closure.date);
    expect(on("ראש השנה")).toEqual(["2027-10-02", "2027-10-03"]);
    expect(on("ערב יום כיפור")).toEqual(["2027-10-10"]);
    expect(on("יום כיפור")).toEqual(["2027-10-11"]);
    expect(on("סוכות")).toEqual(["2027-10-16"]);
    expect(on("חול המועד סוכות")).toEqual([
      "2027-10-17",
      "2027-10-18",
      "2027-10-19",
      "2027-10-20",
      "2027-10-21",
      "2027-10-22",
    ]);
    expect(on("שמחת תורה")).toEqual(["2027-10-23"]);
    expect(on("פסח")).toEqual(["2027-04-22"]);
    expect(on("שביעי של פסח")).toEqual(["2027-04-28"]);
    expect(on("שבועות")).toEqual(["2027-06-11"]);
    expect(on("יום הזיכרון")).toEqual(["2027-05-11"]);
    expect(on("יום העצמאות")).toEqual(["2027-05-12"]);
    expect(on("תשעה באב")).toEqual(["2027-08-12"]);
    // Every holiday of the list is found within a year, whatever the day the year starts on.
    expect(new Set(found.map((closure) => closure.name)).size).toBe(HOLIDAY_IDS.length);
  });

  it("moves Israel's memorial and independence days as the law does: in 2028, 5 Iyar is a Monday", () => {
    // Independence Day moves to Tuesday, so that the memorial day before it does not start on Saturday night.
    const found = holidayClosures(["yom-hazikaron", "yom-haatzmaut"], "2028-01-01");
    expect(found).toEqual([
      { date: "2028-05-01", name: "יום הזיכרון" },
      { date: "2028-05-02", name: "יום העצמאות" },
    ]);
  });

  it("dates only the chosen holidays, from the given day through the next 365", () => {
    expect(holidayClosures(["yom-kippur"], "2027-10-12")).toEqual([{ date: "2028-09-30", name: "יום כיפור" }]);
    // The Hebrew year is shorter than 365 days: the window holds next year's Yom Kippur too.
    expect(holidayClosures(["yom-kippur"], "2027-10-11")).toEqual([
      { date: "2027-10-11", name: "יום כיפור" },
      { date: "2028-09-30", name: "יום כיפור" },
    ]);
    expect(holidayClosures(["yom-kippur"], "2027-10-11", 30)).toEqual([{ date: "2027-10-11", name: "יום כיפור" }]);
    expect(holidayClosures([], "2027-01-01")).toEqual([]);
  });
});

describe("the days the studio is closed", () => {
  it("are the chosen holidays and the typed days from the build's day on, in date order, each day once", () => {
    const closures = studioClosures(
      {
        closedHolidays: USUAL_HOLIDAYS,
        closedDays: [
          { date: "2026-11-01", name: "יום שכבר עבר" },
          { date: "2027-01-05", name: "שיפוץ" },
          { date: "2027-10-11", name: "הסטודיו סגור לכיפור" },
        ],
      },
      "2026-11-28",
    );
    expect(closures[0]).toEqual({ date: "2027-01-05", name: "שיפוץ" });
    expect(closures.find((closure) => closure.date === "2027-10-11")).toEqual({
      date: "2027-10-11",
      name: "הסטודיו סגור לכיפור",
    });
    expect(closures.map((closure) => closure.date)).toEqual(
      [...new Set(closures.map((closure) => closure.date))].sort(),
    );
    expect(closures.some((closure) => closure.name === "חול המועד פסח")).toBe(false);
  });
});
