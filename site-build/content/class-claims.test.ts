/**
 * @jest-environment node
 *
 * Issue 29: content that contradicts itself, made in copies of the fixture content (src/test-fixtures/content) and
 * found by the content check as `npm run check:content` prints it: a coach in two sessions at once, a class
 * without a try-out that offers one, a price written twice.
 */
import { checkContentOnDisk } from "./load-content";
import { formatProblem } from "./report-problems";
import { contentRoot, fixtureContent } from "./test-support";

type Content = ReturnType<typeof fixtureContent>;

/** What the check prints for the fixture content after `edit`. */
function check(edit: (content: Content) => void): string[] {
  const content = fixtureContent();
  edit(content);
  const texts = Object.fromEntries(
    Object.entries(content).map(([name, data]) => [name, `${JSON.stringify(data, null, 2)}\n`]),
  );
  return checkContentOnDisk(contentRoot(texts)).map(formatProblem);
}

describe("a coach in two sessions at once", () => {
  it("is refused at the later session, naming both classes with their days and times, in Hebrew", () => {
    // Adult calisthenics (Daniel) on Monday 20:00–21:15; the handstand course (Daniel) moved to overlap it.
    const lines = check((content) =>
      Object.assign(content.classes[8].schedule[1], { day: "monday", start: "20:30", end: "21:45" }),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/classes\/handstand-course\.json:\d+:\d+: בשדה "schedule\[1\]": שני מפגשים של דניאל מזרחי באותו זמן: "[^"]+" \(יום שני, 20:00–21:15\) ו־"קורס עמידת ידיים" \(יום שני, 20:30–21:45\)/,
      ),
    ]);
  });

  it("reports every clash in one run, once each, and none for sessions that only touch or for a paused class", () => {
    const lines = check((content) => {
      // Itay: tissu Sunday 19:00–20:30 and the movement course moved to 18:00–19:15 (also Daniel's handstand 19:00).
      Object.assign(content.classes[10].schedule[0], { start: "18:00", end: "19:15" });
      // Amit and Noam: open training moved onto adult tricking, Thursday 19:30–21:00; both coaches clash.
      Object.assign(content.classes[11].schedule[0], { day: "thursday", start: "20:00", end: "21:30" });
      // Ends exactly when the next session of the same coach starts: no clash.
      Object.assign(content.classes[5].schedule[2], { start: "09:15", end: "10:30" });
      // A paused class's sessions are not held.
      content.classes[6].status = "paused";
      Object.assign(content.classes[6].schedule[0], { day: "sunday", start: "19:00", end: "20:00" });
    });
    expect(lines.map((line) => line.replace(/: שני מפגשים של ([^ ]+ [^ ]+).*/, " $1"))).toEqual([
      expect.stringMatching(/movement-course\.json:\d+:\d+: בשדה "schedule\[0\]" איתי שני$/),
      expect.stringMatching(/movement-course\.json:\d+:\d+: בשדה "schedule\[0\]" דניאל מזרחי$/),
      expect.stringMatching(/open-session\.json:\d+:\d+: בשדה "schedule\[0\]" עמית כהן$/),
      expect.stringMatching(/open-session\.json:\d+:\d+: בשדה "schedule\[0\]" נועם בר$/),
    ]);
  });
});

describe("a class that offers no try-out", () => {
  it('is refused when its texts offer one anyway, at each text, while it says "trial": false', () => {
    const lines = check((content) => {
      content.classes[8].summary = `${content.classes[8].summary} אפשר להגיע לשיעור ניסיון.`;
      content.classes[11].price.note = "שיעורי ניסיון בכל יום שישי.";
    });
    expect(lines).toEqual([
      expect.stringMatching(/^content\/classes\/handstand-course\.json:\d+:\d+: בשדה "summary": .*"trial": false/),
      expect.stringMatching(/^content\/classes\/open-session\.json:\d+:\d+: בשדה "price\.note": .*"trial": false/),
    ]);
  });

  it("is refused when it says how to join but still offers a try-out", () => {
    const lines = check((content) => delete content.classes[9].trial);
    expect(lines).toEqual([
      expect.stringMatching(/^content\/classes\/acrobatics-foundations-course\.json:\d+:\d+: בשדה "howToJoin": /),
    ]);
  });

  it("may say how to join or not, and speak of experience (ניסיון) without offering a try-out", () => {
    expect(
      check((content) => {
        delete content.classes[8].howToJoin;
        content.classes[9].audience = "בלי ניסיון קודם";
      }),
    ).toEqual([]);
  });
});

describe("a price written by hand", () => {
  it("is refused in a class's price note and in a product's description, each where it is", () => {
    const lines = check((content) => {
      content.classes[1].price.note = 'אימון אחד בשבוע. פעמיים בשבוע: 380 ש"ח לחודש.';
      content.shop[4].description = 'כרטיס מתנה בשווי 250 ש"ח.';
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /streetworkout-kids\.json:\d+:\d+: בשדה "price\.note": מחיר כתוב כאן ביד: .*twiceWeeklyILS/,
      ),
      expect.stringMatching(/^content\/shop\/gift-card\.json:\d+:\d+: בשדה "description": .*\{price\}/),
    ]);
  });

  it("is refused as a twice-weekly price that no field gives, or that no group can use", () => {
    const lines = check((content) => {
      delete content.classes[0].price.twiceWeeklyILS;
      content.classes[3].price.twiceWeeklyILS = 400;
      for (const session of content.classes[3].schedule) session.ageGroup = `${session.ageGroup} ${session.day}`;
    });
    expect(lines).toEqual([
      expect.stringMatching(/tricking-kids\.json:\d+:\d+: בשדה "price\.note": כתוב \{twiceWeekly\}/),
      expect.stringMatching(/capoeira-kids\.json:\d+:\d+: בשדה "price\.twiceWeeklyILS": .*פעמיים בשבוע/),
    ]);
  });
});
