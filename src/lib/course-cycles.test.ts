import { uiTexts } from "@/test-fixtures";
import { englishWords } from "@/test-fixtures/english-words";
import { fillTemplate } from "./templates";
import {
  cycleRunTexts,
  cycleRuns,
  firstMeeting,
  joinableDates,
  joinUntilOf,
  lastMeeting,
  runsFrom,
} from "./course-cycles";
import type { CycleSlot } from "./course-cycles";

const groupA: CycleSlot = { day: "sunday", start: "19:00", end: "20:15", ageGroup: "קבוצה א'" };
const groupB: CycleSlot = { day: "tuesday", start: "19:00", end: "20:15", ageGroup: "קבוצה ב'" };
const twiceWeekly: CycleSlot[] = [
  { day: "monday", start: "18:00", end: "19:00" },
  { day: "thursday", start: "18:00", end: "19:00" },
];
const none = new Set<string>();
const dates = (run: { meetings: { date: string }[] }) => run.meetings.map((meeting) => meeting.date);

describe("a cycle's meetings", () => {
  it("are its sessions from its start on, as many as it has", () => {
    const [run] = cycleRuns([groupA], { start: "2027-01-03", meetings: 3 }, none);
    expect(dates(run!)).toEqual(["2027-01-03", "2027-01-10", "2027-01-17"]);
    expect(run!.ageGroup).toBe("קבוצה א'");
  });

  it("leave out a day the studio is closed, and run on until all are held", () => {
    const [run] = cycleRuns([groupA], { start: "2027-01-03", meetings: 3 }, new Set(["2027-01-10"]));
    expect(dates(run!)).toEqual(["2027-01-03", "2027-01-17", "2027-01-24"]);
  });

  it("count each session of a group that meets twice a week", () => {
    const [run] = cycleRuns(twiceWeekly, { start: "2027-03-22", meetings: 4 }, none);
    expect(dates(run!)).toEqual(["2027-03-22", "2027-03-25", "2027-03-29", "2027-04-01"]);
    expect(run!.ageGroup).toBeNull();
  });

  it("run for every group of the course, each from its own first day, unless the cycle names one", () => {
    const runs = cycleRuns([groupA, groupB], { start: "2027-01-03", meetings: 2 }, none);
    expect(runs.map((run) => [run.ageGroup, dates(run)])).toEqual([
      ["קבוצה א'", ["2027-01-03", "2027-01-10"]],
      ["קבוצה ב'", ["2027-01-05", "2027-01-12"]],
    ]);
    const named = cycleRuns([groupA, groupB], { start: "2027-01-05", meetings: 2, ageGroup: "קבוצה ב'" }, none);
    expect(named.map((run) => [run.ageGroup, dates(run)])).toEqual([["קבוצה ב'", ["2027-01-05", "2027-01-12"]]]);
    expect(cycleRuns([groupA], { start: "2027-01-05", meetings: 2, ageGroup: "אין כזו" }, none)).toEqual([]);
  });
});

describe("the cycles from a day on", () => {
  const cycles = [
    { start: "2027-03-07", meetings: 2 },
    { start: "2027-01-03", meetings: 2 },
  ];

  it("are those whose last meeting is that day or later, the earliest first", () => {
    expect(runsFrom([groupA], cycles, none, "2027-01-01").map(firstMeeting)).toEqual(["2027-01-03", "2027-03-07"]);
    expect(runsFrom([groupA], cycles, none, "2027-01-10").map(lastMeeting)).toEqual(["2027-01-10", "2027-03-14"]);
    expect(runsFrom([groupA], cycles, none, "2027-01-11").map(firstMeeting)).toEqual(["2027-03-07"]);
    expect(runsFrom([groupA], cycles, none, "2027-03-15")).toEqual([]);
  });
});

describe("the days a newcomer may join on", () => {
  it("are the first meeting alone, unless the cycle takes newcomers until a later day", () => {
    const runs = runsFrom([groupA], [{ start: "2027-01-03", meetings: 8 }], none, "2027-01-01");
    expect(joinUntilOf(runs[0]!)).toBe("2027-01-03");
    expect(joinableDates(runs, "2027-01-01")).toEqual(["2027-01-03"]);
    const open = runsFrom(
      [groupA],
      [{ start: "2027-01-03", meetings: 8, joinUntil: "2027-01-12" }],
      none,
      "2027-01-01",
    );
    expect(joinableDates(open, "2027-01-01")).toEqual(["2027-01-03", "2027-01-10"]);
    expect(joinableDates(open, "2027-01-04")).toEqual(["2027-01-10"]);
    expect(joinableDates(open, "2027-01-11")).toEqual([]);
  });

  it("are a group's own when the group is chosen", () => {
    const runs = runsFrom([groupA, groupB], [{ start: "2027-01-03", meetings: 4 }], none, "2027-01-01");
    expect(joinableDates(runs, "2027-01-01")).toEqual(["2027-01-03", "2027-01-05"]);
    expect(joinableDates(runs, "2027-01-01", "קבוצה ב'")).toEqual(["2027-01-05"]);
  });
});

describe("what a page says of a run, in each language", () => {
  const [run] = cycleRuns([groupA], { start: "2027-01-03", meetings: 8, joinUntil: "2027-01-10" }, none);
  const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

  it.each([
    ["he", uiTexts.classPage, ["3 בינואר 2027", "21 בפברואר 2027", "10 בינואר 2027"]],
    ["en", englishWords.cycles, ["3 January 2027", "21 February 2027", "10 January 2027"]],
  ] as const)(
    "in %s writes the first and last meetings and the last day to join in it, each unbroken",
    (language, words, days) => {
      const [first, last, joinUntil] = days.map(nbsp);
      expect(cycleRunTexts(run!, "2027-01-01", words, language)).toEqual({
        dates: fillTemplate(words.cycleDates, { first: first!, last: last! }),
        meetings: fillTemplate(words.cycleMeetings, { count: 8 }),
        joining: fillTemplate(words.cycleJoinUntil, { date: joinUntil! }),
      });
      expect(cycleRunTexts(run!, "2027-01-11", words, language).joining).toBe(words.cycleClosed);
    },
  );
});
