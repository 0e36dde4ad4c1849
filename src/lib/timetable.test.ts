import fs from "node:fs";
import path from "node:path";
import { CLASS_GROUPS } from "@/content/fixed-lists";
import { TIMETABLE_FILTERS, sessionAudience, weeklyTimetable, type TimetableClass } from "./timetable";

const classes: TimetableClass[] = [
  {
    title: "טריקינג לילדים",
    path: "/classes/tricking-kids",
    group: "kids",
    schedule: [
      { day: "tuesday", start: "17:00", end: "18:00", group: "גילאי 7–12" },
      { day: "sunday", start: "16:00", end: "16:45", group: "גן חובה–כיתה א'" },
    ],
    coaches: [{ name: "עמית" }, { name: "נועם" }],
  },
  {
    title: "טיסו",
    path: "/classes/tissu",
    group: "adults",
    schedule: [{ day: "sunday", start: "09:30", end: "11:00", group: "מתחילים" }],
    coaches: [{ name: "איתי" }],
  },
];

describe("weeklyTimetable", () => {
  const week = weeklyTimetable(classes);

  it("puts every session under its weekday, Sunday first, and leaves out days without sessions", () => {
    expect(week.map((day) => day.name)).toEqual(["יום ראשון", "יום שלישי"]);
    expect(week.flatMap((day) => day.rows)).toHaveLength(3);
  });

  it("orders a day's sessions by starting time, whatever class they belong to", () => {
    expect(week[0]?.rows.map((row) => `${row.time} ${row.title}`)).toEqual([
      "09:30–11:00 טיסו",
      "16:00–16:45 טריקינג לילדים",
    ]);
  });

  it("gives each session its class page, menu group, audience and coaches", () => {
    expect(week[1]?.rows[0]).toMatchObject({
      path: "/classes/tricking-kids",
      group: "kids",
      audience: "גילאי 7–12",
      coaches: "עמית, נועם",
    });
  });
});

describe("sessionAudience", () => {
  it("uses a kids' session's own age group, and says who other classes are for", () => {
    expect(sessionAudience("kids", "גילאי 8–12")).toBe("גילאי 8–12");
    expect(sessionAudience("kids")).toBe("ילדים ונוער");
    expect(sessionAudience("adults")).toBe("מבוגרים");
    expect(sessionAudience("adults", "מתחילים")).toBe("מבוגרים · מתחילים");
    expect(sessionAudience("courses", "קבוצה א'")).toBe("נוער ומבוגרים · קבוצה א'");
  });
});

describe("TIMETABLE_FILTERS", () => {
  it("offers every session first, then each class group, and the stylesheet hides rows for each of those groups", () => {
    expect(TIMETABLE_FILTERS.map((filter) => filter.value)).toEqual(["all", ...CLASS_GROUPS]);
    const stylesheet = fs.readFileSync(
      path.join(__dirname, "..", "components", "Timetable", "Timetable.module.scss"),
      "utf8",
    );
    expect(stylesheet.match(/^\$groups: (.*);$/m)?.[1]?.split(/,\s*/)).toEqual([...CLASS_GROUPS]);
  });
});
