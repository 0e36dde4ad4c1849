/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { plainText } from "../../../src/content/number-runs";
import { readCalendar } from "../calendar/read-calendar";
import { calendarsInEachLanguage, classCalendarFiles, writeClassCalendars } from "./class-calendars";

const site = {
  siteUrl: "https://www.motionlab.example",
  brand: "Motion Lab",
  address: { street: "המסגר 35", city: "תל אביב-יפו" },
};
const entry = (slug: string) => ({
  slug,
  path: `/classes/${slug}`,
  title: "חוג",
  summary: "תקציר",
  schedule: [{ day: "monday" as const, start: "17:00", end: "18:00", minAge: 18 }],
});
/** A class with two age groups, a group's two sessions a week. */
const withGroups = {
  ...entry("muaythai-kids"),
  title: "מואי תאי לילדים",
  schedule: [
    { day: "sunday" as const, start: "16:30", end: "17:30", ageGroup: "גילאי 7–11", minAge: 7, maxAge: 11 },
    { day: "tuesday" as const, start: "16:30", end: "17:30", ageGroup: "גילאי 7–11", minAge: 7, maxAge: 11 },
    { day: "sunday" as const, start: "17:45", end: "19:00", ageGroup: "גילאי 12–18", minAge: 12, maxAge: 18 },
  ],
};

describe("the class calendars of the post-build pass", () => {
  it("are one file per class under calendars/, with the class page's absolute address", () => {
    const files = classCalendarFiles([entry("tissu"), entry("acroyoga")], site, [], "2027-01-03");
    expect(files.map((file) => file.file)).toEqual(["calendars/tissu.ics", "calendars/acroyoga.ics"]);
    expect(files[0]!.text).toContain("URL:https://www.motionlab.example/classes/tissu\r\n");
  });

  it("leave out the days the studio is closed", () => {
    const [file] = classCalendarFiles([entry("tissu")], site, [{ date: "2027-01-11" }], "2027-01-03");
    expect(file!.text).toContain("EXDATE;TZID=Asia/Jerusalem:20270111T170000\r\n");
  });

  it("are the class's, and one for each age group of a class that has several, named by class and group", () => {
    const files = classCalendarFiles([withGroups], site, [], "2027-01-03");
    expect(files.map((file) => file.file)).toEqual([
      "calendars/muaythai-kids.ics",
      "calendars/muaythai-kids/7-11.ics",
      "calendars/muaythai-kids/12-18.ics",
    ]);
    const [all, young, older] = files.map((file) => readCalendar(file.text, 1));
    expect(all!.sessions).toHaveLength(3);
    expect(young!.sessions.map((session) => session.occurrences[0]!.local)).toEqual([
      "2027-01-03 sunday 16:30",
      "2027-01-05 tuesday 16:30",
    ]);
    expect(older!.sessions.map((session) => session.occurrences[0]!.local)).toEqual(["2027-01-03 sunday 17:45"]);
    expect(plainText(young!.name)).toBe("מואי תאי לילדים · גילאי 7–11 · Motion Lab");
  });

  it("are in each language the site is built in: the English ones under en/calendars/, linking the English page", () => {
    const englishSite = { ...site, address: { street: "35 HaMasger St.", city: "Tel Aviv-Yafo" } };
    const hebrew = { ...entry("tissu"), lang: "he" as const };
    const english = { ...entry("tissu"), lang: "en" as const, path: "/en/classes/tissu", title: "Aerial silks" };
    const sources = { hebrewSite: site, studioClosures: [], allStudioClass: { nodes: [hebrew, english] } };
    const built = new Set(["/classes/tissu", "/en/classes/tissu"]);
    const files = calendarsInEachLanguage({ ...sources, englishSite }, built, "2027-01-03");
    expect(files.map((file) => file.file)).toEqual(["calendars/tissu.ics", "en/calendars/tissu.ics"]);
    const [inHebrew, inEnglish] = files.map((file) => readCalendar(file.text, 1));
    expect(inHebrew!.sessions[0]!.url).toBe("https://www.motionlab.example/classes/tissu");
    expect(inEnglish!.name).toBe("Aerial silks · Motion Lab");
    expect(inEnglish!.sessions[0]!.url).toBe("https://www.motionlab.example/en/classes/tissu");
    expect(inEnglish!.sessions[0]!.location).toBe("Motion Lab, 35 HaMasger St., Tel Aviv-Yafo");
    // A build without the English site has no English studio: its calendars are the Hebrew ones alone.
    const hebrewOnly = calendarsInEachLanguage({ ...sources, englishSite: null }, built, "2027-01-03");
    expect(hebrewOnly.map((file) => file.file)).toEqual(["calendars/tissu.ics"]);
    // English entries whose pages the build did not make (the English site not whole): no calendar leads to them.
    const withoutEnglishPages = calendarsInEachLanguage(
      { ...sources, englishSite },
      new Set(["/classes/tissu"]),
      "2027-01-03",
    );
    expect(withoutEnglishPages.map((file) => file.file)).toEqual(["calendars/tissu.ics"]);
  });

  it("are written anew each time: the same files however many times it runs, none left from a class gone", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "calendars-"));
    try {
      writeClassCalendars(publicDir, classCalendarFiles([entry("gone"), withGroups], site, [], "2027-01-03"));
      writeClassCalendars(publicDir, classCalendarFiles([entry("gone")], site, [], "2027-01-03", "en"));
      expect(fs.existsSync(path.join(publicDir, "en", "calendars", "gone.ics"))).toBe(true);
      const files = classCalendarFiles([entry("tissu")], site, [], "2027-01-03");
      const read = () =>
        fs
          .readdirSync(path.join(publicDir, "calendars"))
          .map((name) => [name, fs.readFileSync(path.join(publicDir, "calendars", name), "utf8")]);
      expect(writeClassCalendars(publicDir, files)).toBe(1);
      const first = read();
      writeClassCalendars(publicDir, files);
      expect(read()).toEqual(first);
      expect(first).toEqual([["tissu.ics", files[0]!.text]]);
      expect(fs.existsSync(path.join(publicDir, "en", "calendars"))).toBe(false);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
