import { formatTimeRange, isolateNumberRanges, plainText } from "../content/number-runs";
import fs from "node:fs";
import path from "node:path";
import { MENU_GROUPS } from "@/content/fixed-lists";
import { uiTexts } from "@/test-fixtures";
import { englishWords } from "@/test-fixtures/english-words";
import {
  TIMETABLE_FILTERS,
  countSessions,
  sessionAudience,
  weekForAge,
  weeklyTimetable,
  type TimetableClass,
  type TimetableWords,
} from "./timetable";

const AUDIENCES = uiTexts.timetable;
const WORDS: TimetableWords = {
  audiences: AUDIENCES,
  periods: uiTexts.classPage,
  cycles: { ...uiTexts.classPage, nextCycle: uiTexts.timetable.nextCycle },
  today: "2027-01-01",
  closed: new Set(),
};

const classes: TimetableClass[] = [
  {
    title: "טריקינג לילדים",
    path: "/classes/tricking-kids",
    menuGroup: "kids",
    schedule: [
      { day: "tuesday", start: "17:00", end: "18:00", ageGroup: "גילאי 7–12", minAge: 7, maxAge: 12 },
      { day: "sunday", start: "16:00", end: "16:45", ageGroup: "גן חובה–כיתה א'", minAge: 5, maxAge: 6 },
    ],
    coaches: [{ name: "עמית" }, { name: "נועם" }],
  },
  {
    title: "טיסו",
    path: "/classes/tissu",
    menuGroup: "adults",
    schedule: [{ day: "sunday", start: "09:30", end: "11:00", ageGroup: "מתחילים", minAge: 18 }],
    coaches: [{ name: "איתי" }],
    price: { amountILS: 320, period: "month" },
  },
];

/** A course of two groups with a cycle of group א' alone in January 2027. */
const course: TimetableClass = {
  title: "קורס עמידת ידיים",
  path: "/classes/handstand-course",
  menuGroup: "courses",
  schedule: [
    { day: "sunday", start: "19:00", end: "20:15", ageGroup: "קבוצה א'", minAge: 16 },
    { day: "tuesday", start: "19:00", end: "20:15", ageGroup: "קבוצה ב'", minAge: 16 },
  ],
  coaches: [{ name: "דניאל" }],
  price: { amountILS: 560, period: "course" },
  cycles: [{ start: "2027-01-03", meetings: 8, ageGroup: "קבוצה א'" }],
};

describe("weeklyTimetable", () => {
  const week = weeklyTimetable(classes, WORDS);

  it("puts every session under its weekday, Sunday first, and leaves out days without sessions", () => {
    expect(week.map((day) => day.name)).toEqual(["יום ראשון", "יום שלישי"]);
    expect(week.flatMap((day) => day.rows)).toHaveLength(3);
  });

  it("orders a day's sessions by starting time, whatever class they belong to", () => {
    expect(week[0]?.rows.map((row) => `${plainText(row.time)} ${row.title}`)).toEqual([
      "09:30–11:00 טיסו",
      "16:00–16:45 טריקינג לילדים",
    ]);
    expect(week[0]?.rows[0]?.time).toBe(formatTimeRange("09:30", "11:00"));
  });

  it("gives each session its class page, menu group, audience, coaches and the ages its group takes", () => {
    expect(week[1]?.rows[0]).toMatchObject({
      path: "/classes/tricking-kids",
      menuGroup: "kids",
      audience: isolateNumberRanges("גילאי 7–12"),
      coaches: "עמית, נועם",
      ages: { minAge: 7, maxAge: 12 },
    });
  });

  it("writes each class's price as its page does, and nothing for a class without one", () => {
    const tissu = week[0]!.rows.find((row) => row.title === "טיסו")!;
    expect(plainText(tissu.price)).toBe(`320 ש"ח ${uiTexts.classPage.perMonth}`);
    expect(week[1]!.rows[0]!.price).toBe("");
  });

  it("holds a course's sessions while their group has a cycle to come, with its dates, and leaves out the others", () => {
    const rows = weeklyTimetable([course], WORDS).flatMap((day) => day.rows);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cycle).toBe(
      uiTexts.timetable.nextCycle.replace(
        "{dates}",
        uiTexts.classPage.cycleDates
          .replace("{first}", "3\u00a0בינואר\u00a02027")
          .replace("{last}", "21\u00a0בפברואר\u00a02027"),
      ),
    );
    expect(weeklyTimetable([course], { ...WORDS, today: "2027-02-22" })).toEqual([]);
  });
});

describe("weekForAge and countSessions", () => {
  const week = weeklyTimetable(classes, WORDS);

  it("keep the whole week without an age, and count each class once however many sessions it has", () => {
    expect(weekForAge(week, null)).toEqual(week);
    expect(countSessions(week)).toEqual({ classes: 2, sessions: 3 });
    expect(countSessions(week, "adults")).toEqual({ classes: 1, sessions: 1 });
  });

  it("keep the sessions that take the age, and only the days that still have one", () => {
    const nine = weekForAge(week, 9);
    expect(nine.map((day) => day.day)).toEqual(["tuesday"]);
    expect(countSessions(nine)).toEqual({ classes: 1, sessions: 1 });
    expect(weekForAge(week, 40).flatMap((day) => day.rows.map((row) => row.title))).toEqual(["טיסו"]);
    expect(weekForAge(week, 4)).toEqual([]);
  });
});

describe("sessionAudience", () => {
  it("uses a kids' session's own age group, and says who other classes are for", () => {
    expect(sessionAudience(AUDIENCES, "kids", "גילאי 8–12")).toBe(isolateNumberRanges("גילאי 8–12"));
    expect(sessionAudience(AUDIENCES, "kids")).toBe(AUDIENCES.kidsAudience);
    expect(sessionAudience(AUDIENCES, "adults")).toBe(AUDIENCES.adultsAudience);
    expect(sessionAudience(AUDIENCES, "adults", "מתחילים")).toBe(`${AUDIENCES.adultsAudience} · מתחילים`);
    expect(sessionAudience(AUDIENCES, "courses", "קבוצה א'")).toBe(`${AUDIENCES.coursesAudience} · קבוצה א'`);
    expect(sessionAudience(AUDIENCES, "toString")).toBe("");
  });
});

describe("TIMETABLE_FILTERS", () => {
  it("offers every session first, then each menu group, and the stylesheet hides rows for each of those groups", () => {
    expect(TIMETABLE_FILTERS).toEqual(["all", ...MENU_GROUPS]);
    const stylesheet = fs.readFileSync(
      path.join(__dirname, "..", "components", "Timetable", "Timetable.module.scss"),
      "utf8",
    );
    expect(stylesheet.match(/^\$menu-groups: (.*);$/m)?.[1]?.split(/,\s*/)).toEqual([...MENU_GROUPS]);
  });
});

describe("weeklyTimetable in each language", () => {
  const ENGLISH_WORDS: TimetableWords = {
    ...WORDS,
    periods: englishWords.periods,
    cycles: { ...englishWords.cycles, nextCycle: englishWords.nextCycle },
  };

  it.each([
    [
      "he",
      WORDS,
      ["יום ראשון", "יום שלישי"],
      `320 ש"ח ${WORDS.periods.perMonth}`,
      ["3 בינואר 2027", "21 בפברואר 2027"],
    ],
    ["en", ENGLISH_WORDS, ["Sunday", "Tuesday"], "₪320 a month", ["3 January 2027", "21 February 2027"]],
  ] as const)(
    "in %s names the days, writes the price and a cycle's dates in it",
    (language, words, days, price, cycle) => {
      const week = weeklyTimetable([...classes, course], words, language);
      expect(week.map((day) => day.name)).toEqual(days);
      const rows = week.flatMap((day) => day.rows);
      expect(plainText(rows.find((row) => row.title === "טיסו")!.price)).toBe(price);
      const [first, last] = cycle.map((date) => date.replace(/ /g, "\u00a0"));
      expect(rows.find((row) => row.cycle)!.cycle).toBe(
        words.cycles.nextCycle.replace(
          "{dates}",
          words.cycles.cycleDates.replace("{first}", first!).replace("{last}", last!),
        ),
      );
    },
  );
});
