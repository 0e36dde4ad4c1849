/** @jest-environment node */
import path from "node:path";
import { isBuilt } from "../../../src/lib/class-status";
import { readContentData } from "../../content/content-on-disk";
import { plainText } from "../../../src/content/number-runs";
import { classCalendar, type CalendarClass, type CalendarOptions } from "./class-calendar";
import { CRLF } from "./icalendar";
import { readCalendar } from "./read-calendar";

const studio = { brand: "Motion Lab", address: { street: "המסגר 35", city: "תל אביב-יפו" } };
const PAGE = "https://www.motionlab.example/classes/tricking-kids";

const tricking: CalendarClass = {
  slug: "tricking-kids",
  title: "טריקינג לילדים ונוער",
  summary: "קפיצות, סיבובים, וגם; קצת \\ נחיתות",
  schedule: [
    { day: "friday", start: "09:00", end: "10:00", ageGroup: "גילאי 7–12" },
    { day: "sunday", start: "16:30", end: "17:30" },
  ],
};

/** Two weeks before Israel's summer time starts (Friday 26 March 2027). */
const MARCH: CalendarOptions = { pageUrl: PAGE, from: "2027-03-14" };

const unfolded = (text: string) => text.replace(/\r\n /g, "");
const lines = (text: string) => unfolded(text).split(CRLF);

describe("a class's calendar", () => {
  it("is CRLF text with one weekly event per session, on the content's weekday, in Israel's time zone", () => {
    const text = classCalendar(tricking, studio, MARCH);
    expect(text.startsWith(`BEGIN:VCALENDAR${CRLF}VERSION:2.0${CRLF}`)).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const all = lines(text);
    expect(all.filter((line) => line.startsWith("RRULE:FREQ=WEEKLY"))).toEqual([
      "RRULE:FREQ=WEEKLY;BYDAY=SU",
      "RRULE:FREQ=WEEKLY;BYDAY=FR",
    ]);
    expect(all.filter((line) => line.startsWith("DTSTART;"))).toEqual([
      "DTSTART;TZID=Asia/Jerusalem:20270314T163000",
      "DTSTART;TZID=Asia/Jerusalem:20270319T090000",
    ]);
    expect(all).toContain("DTEND;TZID=Asia/Jerusalem:20270314T173000");
    expect(all).toContain("X-WR-TIMEZONE:Asia/Jerusalem");
    expect(all).toContain("TZID:Asia/Jerusalem");
    expect(all).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=23,24,25,26,27,28,29;BYDAY=FR");
    expect(all).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
  });

  it("names each session in Hebrew from the content, at the studio's address, with the class page's address", () => {
    const all = lines(classCalendar(tricking, studio, MARCH));
    expect(all).toContain("SUMMARY:טריקינג לילדים ונוער");
    expect(all.map(plainText)).toContain("SUMMARY:טריקינג לילדים ונוער · גילאי 7–12");
    expect(all).toContain("LOCATION:Motion Lab\\, המסגר 35\\, תל אביב-יפו");
    expect(all).toContain(`URL:${PAGE}`);
    expect(all).toContain(`DESCRIPTION:קפיצות\\, סיבובים\\, וגם\\; קצת \\\\ נחיתות\\n${PAGE}`);
    expect(all).toContain("X-WR-CALNAME:טריקינג לילדים ונוער · Motion Lab");
  });

  it("gives each session a UID of the class and session, and the same text from the same input", () => {
    const text = classCalendar(tricking, studio, MARCH);
    expect(lines(text).filter((line) => line.startsWith("UID:"))).toEqual([
      "UID:tricking-kids-sunday-1630@www.motionlab.example",
      "UID:tricking-kids-friday-0900@www.motionlab.example",
    ]);
    expect(lines(text)).toContain("DTSTAMP:20270314T000000Z");
    expect(classCalendar(tricking, studio, MARCH)).toBe(text);
    expect(classCalendar({ ...tricking, title: "אחר" }, studio, MARCH)).not.toBe(text);
  });

  it("in English, is written in the English entry's words and has UIDs of its own, the Hebrew ones unchanged", () => {
    const english: CalendarClass = {
      ...tricking,
      title: "Tricking for kids and teens",
      summary: "Flips and kicks",
      schedule: [{ ...tricking.schedule[0]!, ageGroup: "Ages 7–12" }, tricking.schedule[1]!],
    };
    const englishStudio = { brand: "Motion Lab", address: { street: "35 HaMasger St.", city: "Tel Aviv-Yafo" } };
    const page = "https://www.motionlab.example/en/classes/tricking-kids";
    const all = lines(classCalendar(english, englishStudio, { ...MARCH, pageUrl: page, language: "en" }));
    expect(all).toContain("PRODID:-//Motion Lab//tricking-kids//EN");
    expect(all.map(plainText)).toContain("SUMMARY:Tricking for kids and teens · Ages 7–12");
    expect(all).toContain("LOCATION:Motion Lab\\, 35 HaMasger St.\\, Tel Aviv-Yafo");
    expect(all).toContain(`DESCRIPTION:Flips and kicks\\n${page}`);
    expect(all.filter((line) => line.startsWith("UID:"))).toEqual([
      "UID:tricking-kids-sunday-1630-en@www.motionlab.example",
      "UID:tricking-kids-friday-0900-en@www.motionlab.example",
    ]);
    expect(lines(classCalendar(tricking, studio, MARCH))).toContain("PRODID:-//Motion Lab//tricking-kids//HE");
  });

  it("tells apart two sessions at the same hour (two age groups side by side) by their order", () => {
    const twin = { ...tricking.schedule[0]!, ageGroup: "גילאי 13–18" };
    const text = classCalendar({ ...tricking, schedule: [...tricking.schedule, twin] }, studio, MARCH);
    const uids = lines(text).filter((line) => line.startsWith("UID:"));
    expect(new Set(uids).size).toBe(3);
    expect(uids).toContain("UID:tricking-kids-friday-0900-2@www.motionlab.example");
  });

  it("leaves out the days the studio is closed, each from the session held that weekday", () => {
    const text = classCalendar(tricking, studio, {
      ...MARCH,
      closedDays: ["2027-03-21", "2027-03-26", "2027-03-26", "2027-03-01", "2027-03-23"],
    });
    expect(lines(text).filter((line) => line.startsWith("EXDATE"))).toEqual([
      "EXDATE;TZID=Asia/Jerusalem:20270321T163000",
      "EXDATE;TZID=Asia/Jerusalem:20270326T090000",
    ]);
    const [sunday, friday] = readCalendar(text, 3).sessions;
    expect(sunday!.occurrences.map((at) => at.local)).toEqual([
      "2027-03-14 sunday 16:30",
      "2027-03-28 sunday 16:30",
      "2027-04-04 sunday 16:30",
    ]);
    expect(friday!.occurrences.map((at) => at.local)).toEqual([
      "2027-03-19 friday 09:00",
      "2027-04-02 friday 09:00",
      "2027-04-09 friday 09:00",
    ]);
  });

  it("has no sessions while the class is paused: a subscribed calendar empties", () => {
    const text = classCalendar({ ...tricking, status: "paused" }, studio, MARCH);
    expect(text).not.toContain("BEGIN:VEVENT");
    const read = readCalendar(text);
    expect(read.sessions).toEqual([]);
    expect(read.name).toBe("טריקינג לילדים ונוער · Motion Lab");
  });

  it("is named with its commas escaped, and read back as written", () => {
    const text = classCalendar({ ...tricking, title: "קרקס – ג'אגלינג, אקרובטיקה; ובד" }, studio, MARCH);
    expect(lines(text)).toContain("X-WR-CALNAME:קרקס – ג'אגלינג\\, אקרובטיקה\\; ובד · Motion Lab");
    expect(readCalendar(text).name).toBe("קרקס – ג'אגלינג, אקרובטיקה; ובד · Motion Lab");
  });
});

describe("a course's calendar", () => {
  /** Two groups on Monday and Thursday; a cycle for both, and a later one for group א' alone. */
  const course: CalendarClass = {
    slug: "acrobatics-foundations-course",
    title: "קורס יסודות האקרובטיקה",
    summary: "שמונה מפגשים",
    schedule: [
      { day: "monday", start: "19:30", end: "20:45", ageGroup: "קבוצה א'" },
      { day: "thursday", start: "18:00", end: "19:15", ageGroup: "קבוצה ב'" },
    ],
    cycles: [
      { start: "2027-03-22", meetings: 6 },
      { start: "2027-06-07", meetings: 2, ageGroup: "קבוצה א'" },
    ],
  };
  // Pesach's first day, a Thursday inside the first cycle; its eve, a Wednesday, holds no meeting anyway.
  const PESACH = ["2027-04-21", "2027-04-22"];
  const occurrences = (text: string) =>
    readCalendar(text, 20).sessions.map((session) => session.occurrences.map((at) => at.local));

  it("holds each cycle's meetings alone: a closed day is left out and the cycle runs on, and it ends with its last", () => {
    const text = classCalendar(course, studio, { pageUrl: PAGE, from: "2027-03-01", closedDays: PESACH });
    expect(occurrences(text)).toEqual([
      [
        "2027-03-22 monday 19:30",
        "2027-03-29 monday 19:30",
        "2027-04-05 monday 19:30",
        "2027-04-12 monday 19:30",
        "2027-04-19 monday 19:30",
        "2027-04-26 monday 19:30",
      ],
      [
        "2027-03-25 thursday 18:00",
        "2027-04-01 thursday 18:00",
        "2027-04-08 thursday 18:00",
        "2027-04-15 thursday 18:00",
        "2027-04-29 thursday 18:00",
        "2027-05-06 thursday 18:00",
      ],
      ["2027-06-07 monday 19:30", "2027-06-14 monday 19:30"],
    ]);
    // Israel's summer time starts on Friday 26 March: the hours stay the content's on both sides of it.
    const [monday] = readCalendar(text, 2).sessions;
    expect(monday!.occurrences.map((at) => at.utc)).toEqual(["2027-03-22T17:30:00.000Z", "2027-03-29T16:30:00.000Z"]);
  });

  it("leaves out the cycles that are over on the build's day, and a group's calendar holds its own runs", () => {
    const after = classCalendar(course, studio, { pageUrl: PAGE, from: "2027-05-07", closedDays: PESACH });
    expect(occurrences(after)).toEqual([["2027-06-07 monday 19:30", "2027-06-14 monday 19:30"]]);
    const groupB = classCalendar(course, studio, {
      pageUrl: PAGE,
      from: "2027-03-01",
      ageGroup: { name: "קבוצה ב'", label: "קבוצה ב'" },
    });
    expect(occurrences(groupB)).toHaveLength(1);
    expect(readCalendar(groupB).name).toBe("קורס יסודות האקרובטיקה · קבוצה ב' · Motion Lab");
  });

  it("has no sessions while the course has no cycle to come", () => {
    const text = classCalendar({ ...course, cycles: [] }, studio, { pageUrl: PAGE, from: "2027-03-01" });
    expect(text).not.toContain("BEGIN:VEVENT");
  });
});

describe("read by an outside parser (ical.js)", () => {
  it("falls on the content's hours in Israel on both sides of summer time's start and end", () => {
    const [sunday, friday] = readCalendar(classCalendar(tricking, studio, MARCH), 3).sessions;
    // 16:30 in Israel is 14:30 UTC in winter (UTC+2) and 13:30 UTC in summer (UTC+3); Friday 26 March is summer's first day.
    expect(sunday!.occurrences.map((at) => at.utc)).toEqual([
      "2027-03-14T14:30:00.000Z",
      "2027-03-21T14:30:00.000Z",
      "2027-03-28T13:30:00.000Z",
    ]);
    expect(friday!.occurrences.map((at) => at.utc)).toEqual([
      "2027-03-19T07:00:00.000Z",
      "2027-03-26T06:00:00.000Z",
      "2027-04-02T06:00:00.000Z",
    ]);
    // Summer time ends on October's last Sunday (31 October 2027).
    const [october] = readCalendar(classCalendar(tricking, studio, { ...MARCH, from: "2027-10-24" }), 2).sessions;
    expect(october!.occurrences.map((at) => at.utc)).toEqual(["2027-10-24T13:30:00.000Z", "2027-10-31T14:30:00.000Z"]);
    expect(october!.occurrences.map((at) => at.local)).toEqual(["2027-10-24 sunday 16:30", "2027-10-31 sunday 16:30"]);
  });

  it("reads every weekly class of content/classes/: each session weekly on its weekday and hours, at the studio", () => {
    const root = path.resolve(__dirname, "../../..");
    const site = readContentData(root, "site");
    // A course's cycles are read in "a course's calendar" above, and in the browser tests on the built files.
    const classes = (readContentData(root, "classes") as (CalendarClass & { status?: string })[]).filter(
      (entry) => isBuilt(entry, false) && !entry.cycles,
    );
    expect(classes.length).toBeGreaterThan(0);
    for (const entry of classes) {
      const pageUrl = new URL(`/classes/${entry.slug}`, site.siteUrl).href;
      const calendar = readCalendar(classCalendar(entry, site, { pageUrl, from: "2027-03-01" }), 6);
      expect(calendar.timezone).toBe("Asia/Jerusalem");
      const running = entry.status === "paused" ? [] : entry.schedule;
      expect(calendar.sessions).toHaveLength(running.length);
      for (const slot of running) {
        const session = calendar.sessions.find((one) =>
          one.uid.startsWith(`${entry.slug}-${slot.day}-${slot.start.replace(":", "")}@`),
        );
        expect(session?.location).toBe(`${site.brand}, ${site.address.street}, ${site.address.city}`);
        expect(session?.url).toBe(pageUrl);
        expect(plainText(session!.summary)).toContain(entry.title);
        expect(session!.occurrences).toHaveLength(6);
        for (const at of session!.occurrences) expect(at.local).toMatch(new RegExp(` ${slot.day} ${slot.start}$`));
        const days = session!.occurrences.map((at) => Date.parse(at.utc.slice(0, 10)) / 86_400_000);
        expect(days.slice(1).map((day, index) => day - days[index]!)).toEqual([7, 7, 7, 7, 7]);
      }
    }
  });
});
