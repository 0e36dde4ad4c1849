/**
 * @jest-environment node
 *
 * Issue 37: one word for each thing, and classes filed under their own kind, refused by the content check in copies
 * of the fixture content (src/test-fixtures/content), as `npm run check:content` prints it.
 */
import { checkContentOnDisk } from "./load-content";
import { formatProblem } from "./report-problems";
import { secondSpellings } from "./term-rules";
import { contentRoot, fixtureContent } from "./test-support";

type Content = ReturnType<typeof fixtureContent>;

function check(edit: (content: Content) => void): string[] {
  const content = fixtureContent();
  edit(content);
  const texts = Object.fromEntries(
    Object.entries(content).map(([name, data]) => [name, `${JSON.stringify(data, null, 2)}\n`]),
  );
  return checkContentOnDisk(contentRoot(texts)).map(formatProblem);
}

describe("the fixed terms", () => {
  it("finds each second spelling, with the term the site uses: the first specification's where it quotes one", () => {
    expect(secondSpellings("באזור האישי, 60 ₪, אגרוף תאילנדי")).toEqual([
      { found: "אזור", term: "איזור" },
      { found: "60 ₪", term: 'ש"ח' },
      { found: "אגרוף תאילנדי", term: "מואי תאי" },
    ]);
    expect(secondSpellings('באיזור האישי, 60 ש"ח, מואי תאי; הסטודיו סגור בשבת')).toEqual([]);
  });

  it("takes an amount of shekels written ש\"ח only, and leaves the sign alone where it is no amount", () => {
    const found = (text: string) => secondSpellings(text).map((spelling) => spelling.found);
    expect(found("1,250 ₪ לחודש")).toEqual(["1,250 ₪"]);
    expect(found("₪60")).toEqual(["₪60"]);
    expect(found("{amount} ₪")).toEqual(["{amount} ₪"]);
    expect(found("60 ש״ח")).toEqual(["ש״ח"]);
    expect(found("100 שקלים חדשים")).toEqual(["שקלים חדשים"]);
    // A price range for search engines is signs, not an amount.
    expect(found("₪₪")).toEqual([]);
  });

  it("are refused in any text of any file, at its place", () => {
    const lines = check((content) => {
      content.studio[0].title = "אזור קפיצות";
      content.ui.page.close = "סגור (ש״ח)";
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/studio\.json:\d+:\d+: ברשומה #1, בשדה "title": כתוב כאן "אזור": באתר כותבים "איזור"/,
      ),
      expect.stringMatching(/^content\/ui\.json:\d+:\d+: בשדה "page\.close": כתוב כאן "ש״ח": באתר כותבים "ש"ח"/),
    ]);
  });
});

describe("a class filed under another class's kind", () => {
  it("is refused when its sport's name is in neither its title nor its menu entry", () => {
    const lines = check((content) => {
      const circus = content.classes.find((entry: { slug: string }) => entry.slug === "capoeira-kids")!;
      circus.sport = "Aerial Silks";
      // Circus is then taught by no class: the form would offer it for nothing (a check of its own).
      content.booking.sports = content.booking.sports.filter((sport: { id: string }) => sport.id !== "Circus");
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/classes\/capoeira-kids\.json:\d+:\d+: בשדה "sport": הענף "טיסו" לא מופיע בשם החוג/,
      ),
    ]);
  });

  it("leaves courses and open training alone: they borrow a sport", () => {
    expect(
      check((content) => {
        const course = content.classes.find((entry: { menuGroup: string }) => entry.menuGroup === "courses")!;
        course.sport = "Acro Yoga";
      }),
    ).toEqual([]);
  });
});

describe("a monthly price of a class that meets twice a week", () => {
  it("must say whether it covers one session a week or two", () => {
    const lines = check((content) => {
      const circus = content.classes.find((entry: { slug: string }) => entry.slug === "capoeira-kids")!;
      circus.price!.note = "כולל שימוש בכל ציוד הקרקס.";
    });
    expect(lines).toEqual([
      expect.stringMatching(/capoeira-kids\.json:\d+:\d+: בשדה "price\.note": .*אימון אחד בשבוע או לשניים/),
    ]);
  });
});

describe("an event", () => {
  it("must say what it costs: a price, or a note such as free", () => {
    const lines = check((content) => {
      delete content.events[1]!.priceNote;
    });
    expect(lines).toEqual([
      expect.stringMatching(/^content\/events\/[a-z0-9-]+\.json:\d+:\d+: .*בשדה "priceILS": חסר מחיר/),
    ]);
  });
});
