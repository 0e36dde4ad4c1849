import { formatTimeRange } from "../content/number-runs";
import { openDays, openingWeek } from "./opening-hours";

const entries = [
  { day: "friday", opens: "08:30", closes: "13:00" },
  { day: "sunday", opens: "17:00", closes: "22:00" },
  { day: "sunday", opens: "07:00", closes: "11:00" },
];

describe("openingWeek", () => {
  const week = openingWeek(entries);

  it("lists all seven days, Sunday first, by their Hebrew names", () => {
    expect(week.map((day) => day.name)).toEqual([
      "יום ראשון",
      "יום שני",
      "יום שלישי",
      "יום רביעי",
      "יום חמישי",
      "יום שישי",
      "שבת",
    ]);
  });

  it("writes each opening as HH:MM–HH:MM, a day's openings in order, and no hours on a closed day", () => {
    expect(week[0]?.hours).toEqual([formatTimeRange("07:00", "11:00"), formatTimeRange("17:00", "22:00")]);
    expect(week[5]?.hours).toEqual([formatTimeRange("08:30", "13:00")]);
    expect(week[1]?.hours).toEqual([]);
    expect(week[6]?.hours).toEqual([]);
  });
});

describe("openDays", () => {
  it("lists each day with an opening once, Sunday first, and leaves out closed days", () => {
    expect(openDays(entries)).toEqual(["sunday", "friday"]);
    expect(openDays([])).toEqual([]);
  });
});

describe("openingWeek in each language", () => {
  it.each([
    ["he", ["יום ראשון", "יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת"]],
    ["en", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]],
  ] as const)("in %s names the days %j, the hours the same", (language, names) => {
    const week = openingWeek(entries, language);
    expect(week.map((day) => day.name)).toEqual(names);
    expect(week.map((day) => day.hours)).toEqual(openingWeek(entries).map((day) => day.hours));
  });
});
