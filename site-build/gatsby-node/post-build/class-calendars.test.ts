/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { classCalendarFiles, writeClassCalendars } from "./class-calendars";

const site = {
  siteUrl: "https://www.motionlab.example",
  brand: "Motion Lab",
  address: { street: "המסגר 35", city: "תל אביב-יפו" },
  closedDays: [] as { date: string }[],
};
const entry = (slug: string) => ({
  slug,
  path: `/classes/${slug}`,
  title: "חוג",
  summary: "תקציר",
  schedule: [{ day: "monday" as const, start: "17:00", end: "18:00" }],
});

describe("the class calendars of the post-build pass", () => {
  it("are one file per class under calendars/, with the class page's absolute address", () => {
    const files = classCalendarFiles([entry("tissu"), entry("acroyoga")], site, "2027-01-03");
    expect(files.map((file) => file.file)).toEqual(["calendars/tissu.ics", "calendars/acroyoga.ics"]);
    expect(files[0]!.text).toContain("URL:https://www.motionlab.example/classes/tissu\r\n");
  });

  it("leave out the days site.json says the studio is closed", () => {
    const closed = { ...site, closedDays: [{ date: "2027-01-11" }] };
    const [file] = classCalendarFiles([entry("tissu")], closed, "2027-01-03");
    expect(file!.text).toContain("EXDATE;TZID=Asia/Jerusalem:20270111T170000\r\n");
  });

  it("are written anew each time: the same files however many times it runs, none left from a class gone", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "calendars-"));
    try {
      writeClassCalendars(publicDir, classCalendarFiles([entry("gone")], site, "2027-01-03"));
      const files = classCalendarFiles([entry("tissu")], site, "2027-01-03");
      const read = () =>
        fs
          .readdirSync(path.join(publicDir, "calendars"))
          .map((name) => [name, fs.readFileSync(path.join(publicDir, "calendars", name), "utf8")]);
      expect(writeClassCalendars(publicDir, files)).toBe(1);
      const first = read();
      writeClassCalendars(publicDir, files);
      expect(read()).toEqual(first);
      expect(first).toEqual([["tissu.ics", files[0]!.text]]);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
