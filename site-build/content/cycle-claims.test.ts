/**
 * @jest-environment node
 *
 * Issue 46: a course's cycles hold together with its sessions and words, refused by the content check in copies of
 * the fixture content (src/test-fixtures/content), as `npm run check:content` prints it.
 */
import { checkContentOnDisk } from "./load-content";
import { formatProblem } from "./report-problems";
import { contentRoot, fixtureContent } from "./test-support";

type Content = ReturnType<typeof fixtureContent>;
type Entry = {
  slug: string;
  menuGroup: string;
  courseLength?: string;
  cycles?: object[];
  schedule: { day: string; ageGroup?: string }[];
};

function check(edit: (classes: Entry[]) => void): string[] {
  const content: Content = fixtureContent();
  edit(content.classes as Entry[]);
  const texts = Object.fromEntries(
    Object.entries(content).map(([name, data]) => [name, `${JSON.stringify(data, null, 2)}\n`]),
  );
  return checkContentOnDisk(contentRoot(texts)).map(formatProblem);
}

const courseOf = (classes: Entry[]) => classes.find((entry) => entry.menuGroup === "courses" && entry.courseLength)!;

describe("a course's cycles", () => {
  it("are taken when each starts on a day the course meets, with the meetings its length promises", () => {
    const problems = check((classes) => {
      const course = courseOf(classes);
      const promised = Number(/(\d+)\s*מפגשים/.exec(course.courseLength!)![1]);
      course.cycles = [{ start: firstDayOf(course.schedule[0]!.day), meetings: promised }];
    });
    expect(problems).toEqual([]);
  });

  it("are refused when one starts on a day the course does not meet, or counts other meetings than its length says", () => {
    const problems = check((classes) => {
      const course = courseOf(classes);
      const days = new Set(course.schedule.map((slot) => slot.day));
      const other = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].find(
        (day) => !days.has(day),
      )!;
      course.cycles = [{ start: firstDayOf(other), meetings: 99 }];
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/classes\/[\w-]+\.json:\d+:\d+: בשדה "cycles\[0\]\.start": המחזור מתחיל ב.* נפגש רק ב/,
      ),
      expect.stringMatching(/בשדה "cycles\[0\]\.meetings": במשך הקורס כתוב "\d+ מפגשים", ובמחזור 99/),
    ]);
  });

  it("are refused on a class that is no course, and for a group the course does not have", () => {
    const problems = check((classes) => {
      const weekly = classes.find((entry) => entry.menuGroup === "kids")!;
      weekly.cycles = [{ start: firstDayOf(weekly.schedule[0]!.day), meetings: 4 }];
      const course = courseOf(classes);
      course.cycles = [{ start: firstDayOf(course.schedule[0]!.day), meetings: 8, ageGroup: "קבוצה ז'" }];
    });
    expect(problems).toEqual([
      expect.stringMatching(/בשדה "cycles\[0\]\.start": מחזורים יש רק לקורס/),
      expect.stringMatching(/בשדה "cycles\[0\]\.ageGroup": אין בקורס קבוצה בשם "קבוצה ז'"/),
    ]);
  });
});

/** The first date in 2030 that falls on `day`. */
function firstDayOf(day: string): string {
  const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  const date = new Date("2030-01-01T12:00:00Z");
  while (days[date.getUTCDay()] !== day) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
