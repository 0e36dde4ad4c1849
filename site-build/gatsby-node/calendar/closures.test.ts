/** @jest-environment node */
import { HebrewCalendar } from "@hebcal/core/dist/esm/index";
import { HOLIDAY_IDS, holidayName, USUAL_HOLIDAYS, type HolidayId } from "../../../src/content/holidays";
import { CLOSURES_AHEAD_DAYS, holidayClosures, studioClosures } from "./closures";

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

describe("the holidays' names in each language", () => {
  const FROM = "2026-11-28";
  const closuresIn = (id: HolidayId, language: "he" | "en") =>
    holidayClosures([id], FROM, CLOSURES_AHEAD_DAYS, language);

  it.each([
    ["rosh-hashana-eve", "ערב ראש השנה", "Erev Rosh Hashana"],
    ["rosh-hashana", "ראש השנה", "Rosh Hashana"],
    ["yom-kippur-eve", "ערב יום כיפור", "Erev Yom Kippur"],
    ["yom-kippur", "יום כיפור", "Yom Kippur"],
    ["sukkot-eve", "ערב סוכות", "Erev Sukkot"],
    ["sukkot", "סוכות", "Sukkot"],
    ["sukkot-chol-hamoed", "חול המועד סוכות", "Chol HaMoed Sukkot"],
    ["simchat-torah", "שמחת תורה", "Simchat Torah"],
    ["pesach-eve", "ערב פסח", "Erev Pesach"],
    ["pesach", "פסח", "Pesach"],
    ["pesach-chol-hamoed", "חול המועד פסח", "Chol HaMoed Pesach"],
    ["pesach-seventh", "שביעי של פסח", "Seventh day of Pesach"],
    ["yom-hazikaron", "יום הזיכרון", "Yom HaZikaron"],
    ["yom-haatzmaut", "יום העצמאות", "Yom HaAtzma’ut"],
    ["shavuot-eve", "ערב שבועות", "Erev Shavuot"],
    ["shavuot", "שבועות", "Shavuot"],
    ["tisha-bav", "תשעה באב", "Tish’a B’Av"],
  ] as const)("names %s %s, and %s in English, on the same days", (id, he, en) => {
    expect([holidayName(id), holidayName(id, "he"), holidayName(id, "en")]).toEqual([he, he, en]);
    const hebrew = closuresIn(id, "he");
    expect(hebrew.length).toBeGreaterThan(0);
    expect(hebrew.every((closure) => closure.name === he)).toBe(true);
    expect(closuresIn(id, "en")).toEqual(hebrew.map((closure) => ({ ...closure, name: en })));
  });

  /** The four English names written here, where hebcal has none of its own for the day in Israel. */
  const WRITTEN_HERE: HolidayId[] = ["sukkot-chol-hamoed", "simchat-torah", "pesach-chol-hamoed", "pesach-seventh"];

  it("takes every other English name from hebcal: its name of one of the holiday's days, or of the holiday", () => {
    const start = new Date(2026, 10, 28);
    const end = new Date(2027, 10, 28);
    const events = HebrewCalendar.calendar({ start, end, il: true, noMinorFast: true, noRoshChodesh: true });
    const hebcalNamesOn = (date: string) =>
      events
        .filter((event) => event.getDate().greg().toLocaleDateString("en-CA") === date)
        .flatMap((event) => [event.render("en"), event.basename()]);
    const fromHebcal = HOLIDAY_IDS.filter((id) =>
      closuresIn(id, "en").some((closure) => hebcalNamesOn(closure.date).includes(closure.name)),
    );
    expect(HOLIDAY_IDS.filter((id) => !fromHebcal.includes(id))).toEqual(WRITTEN_HERE);
  });

  it("names a typed closed day in the studio's words, whatever the language", () => {
    const site = {
      closedHolidays: ["yom-kippur"] as HolidayId[],
      closedDays: [{ date: "2027-01-05", name: "Renovation" }],
    };
    expect(studioClosures(site, FROM, "en")).toEqual([
      { date: "2027-01-05", name: "Renovation" },
      { date: "2027-10-11", name: "Yom Kippur" },
    ]);
  });
});
