import { z } from "zod";
import { classSchema } from "./classes";
import {
  ENGLISH_TEXT_MESSAGE,
  englishTwinPath,
  englishTwinSchema,
  isEnglishTwinPath,
  isLanguageText,
  languageTextPaths,
  languageTexts,
  missingEnglish,
  NOT_A_TEXT_MESSAGE,
  twinMismatches,
  englishEntry,
} from "./english";
import { paragraphs, searchDescription, shekels, slug, text, time } from "./fields";

const entry = z.strictObject({
  slug,
  title: text.describe("כותרת"),
  summary: searchDescription.optional(),
  lines: paragraphs("שורה אחת"),
  sessions: z.array(z.strictObject({ start: time, group: text.optional() })),
  price: z.strictObject({ amount: shekels, note: text.optional() }).optional(),
  times: z.array(time),
});

describe("an entry's English twin", () => {
  it("sits beside the entry's file, and only a twin's name ends in .en.json", () => {
    expect(englishTwinPath("content/classes/tissu.json")).toBe("content/classes/tissu.en.json");
    expect(englishTwinPath("content/site.json")).toBe("content/site.en.json");
    expect(isEnglishTwinPath("content/classes/tissu.en.json")).toBe(true);
    expect(isEnglishTwinPath("content/classes/tissu.json")).toBe(false);
    expect(isEnglishTwinPath("content/classes/green.json")).toBe(false);
  });

  it("takes a field made of a text or a page's description as a text, through describe and optional", () => {
    expect(isLanguageText(entry.shape.title)).toBe(true);
    expect(isLanguageText(entry.shape.summary)).toBe(true);
    expect(isLanguageText(text.regex(/\{age\}/))).toBe(true);
    for (const other of [slug, time, shekels, z.string(), z.array(text)]) expect(isLanguageText(other)).toBe(false);
  });

  it("holds the texts alone, each optional, and refuses what is not in the model", () => {
    const twin = englishTwinSchema(entry)!;
    expect(twin.safeParse({}).success).toBe(true);
    expect(
      twin.safeParse({ title: "Aerial silks", lines: ["One", "Two"], price: { note: "Once a week" } }).success,
    ).toBe(true);
    // The editor may copy a list's other fields beside its texts: they are allowed and not read.
    expect(twin.safeParse({ sessions: [{ start: "16:30", group: "Ages 7–11" }] }).success).toBe(true);
    expect(twin.safeParse({ price: { amount: 280, note: "Once a week" } }).success).toBe(true);
    expect(twin.safeParse({ slug: "tissu" }).success).toBe(false);
    // A list keeps its own rules: at least one line.
    expect(twin.safeParse({ lines: [] }).success).toBe(false);
    expect(twin.safeParse({ titel: "Aerial silks" }).success).toBe(false);
    expect(englishTwinSchema(z.strictObject({ slug, times: z.array(time) }))).toBeUndefined();
  });

  it("refuses Hebrew letters in an English text, with the model's Hebrew message, and an empty text", () => {
    const result = englishTwinSchema(entry)!.safeParse({ title: "Tissu – טיסו", lines: [" "] });
    expect(result.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["title", ENGLISH_TEXT_MESSAGE],
      ["lines.0", "ריק: כתבו כאן טקסט"],
    ]);
  });

  it("makes a twin of every text of a class, and refuses its other values, which stay in the Hebrew alone", () => {
    const twin = englishTwinSchema(classSchema)!;
    const english = "Muay Thai for kids and teens: technique, fitness and self-discipline.";
    for (const text of ["title", "summary", "imageAlt", "howToJoin"])
      expect(twin.safeParse({ [text]: english }).success).toBe(true);
    // Each text keeps its field's own rules: a page's description is not shorter in English.
    expect(twin.safeParse({ summary: "Muay Thai for kids" }).success).toBe(false);
    for (const value of [{ slug: "x" }, { order: 1 }, { coaches: ["x"] }, { sport: "Muay Thai" }, { trial: true }]) {
      const result = twin.safeParse(value);
      expect(result.error?.issues.map(({ message }) => message)).toEqual([NOT_A_TEXT_MESSAGE]);
    }
    // Inside the list of sessions, the editor's copy of a session's hours stands beside its group's English name.
    expect(twin.safeParse({ schedule: [{ day: "sunday", start: "16:30", ageGroup: "Ages 7–11" }] }).success).toBe(true);
  });
});

describe("a twin beside its entry", () => {
  const hebrew = {
    slug: "tissu",
    title: "טיסו",
    lines: ["שורה"],
    sessions: [
      { start: "16:30", group: "גילאי 7–11" },
      { start: "17:30", group: "גילאי 12–18" },
    ],
    times: ["16:30"],
  };

  it("keeps the editor's copies equal to the Hebrew, and a list of entries no longer than the Hebrew list", () => {
    const english = {
      lines: ["One", "Two", "Three"],
      sessions: [
        { start: "16:30", group: "Ages 7–11" },
        { start: "17:30", group: "Ages 12–18" },
      ],
    };
    expect(twinMismatches(entry, hebrew, english)).toEqual([]);
    const reordered = { sessions: [english.sessions[1], english.sessions[0], { start: "19:00" }] };
    expect(twinMismatches(entry, hebrew, reordered)).toEqual([
      { path: ["sessions", 0, "start"], kind: "copy" },
      { path: ["sessions", 1, "start"], kind: "copy" },
      { path: ["sessions", 2], kind: "extra" },
    ]);
    expect(twinMismatches(entry, hebrew, { price: { amount: 1 } })).toEqual([
      { path: ["price", "amount"], kind: "copy" },
    ]);
  });

  it("reads the texts alone, a list of lines line by line, each with where it is", () => {
    expect(languageTexts(entry, hebrew).map(({ path }) => path.join("."))).toEqual([
      "title",
      "lines.0",
      "sessions.0.group",
      "sessions.1.group",
    ]);
  });
});

describe("where an entry's texts are", () => {
  it("names each text by its keys, every item of a list as *, and a list of lines as one text", () => {
    expect(languageTextPaths(entry)).toEqual([
      ["title"],
      ["summary"],
      ["lines"],
      ["sessions", "*", "group"],
      ["price", "note"],
    ]);
    expect(languageTextPaths(z.array(entry))[0]).toEqual(["*", "title"]);
  });
});

describe("what English an entry lacks", () => {
  const hebrew = {
    slug: "tissu",
    title: "טיסו",
    summary: "Motion Lab",
    lines: ["שורה", "עוד שורה"],
    sessions: [
      { start: "16:30", group: "גילאי 7–11" },
      { start: "17:30", group: "גילאי 12–18" },
    ],
    price: { amount: 280, note: "פעם בשבוע" },
    times: ["16:30"],
  };

  it("names each Hebrew text without its English, by where it is", () => {
    expect(missingEnglish(entry, hebrew, undefined)).toEqual([
      "title",
      "lines",
      "sessions[0].group",
      "sessions[1].group",
      "price.note",
    ]);
  });

  it("counts a list of lines as translated when it has any, and a text already without Hebrew needs none", () => {
    const english = {
      title: "Aerial silks",
      lines: ["All in one line"],
      sessions: [{ group: "Ages 7–11" }],
      price: { note: "Once a week" },
    };
    expect(missingEnglish(entry, hebrew, english)).toEqual(["sessions[1].group"]);
  });
});

describe("an entry as the English site shows it", () => {
  const hebrew = {
    slug: "tissu",
    title: "טיסו",
    summary: "קרקס אוויר: עבודה על בדים תלויים, לגילאי 16 ומעלה, בקבוצות קטנות.",
    lines: ["שורה ראשונה", "Motion Lab"],
    sessions: [
      { start: "09:30", group: "מתחילים" },
      { start: "11:00", group: "Open" },
    ],
    price: { amount: 320 },
    times: ["09:30"],
  };
  const english = {
    title: "Tissu",
    summary: "Aerial circus on hanging silks, for ages 16 and up, in small groups.",
    lines: ["The first line", "A second one", "Motion Lab"],
    sessions: [{ start: "09:30", group: "Beginners" }, { start: "11:00" }],
  };

  it("takes each text from the twin and every other value from the entry", () => {
    expect(englishEntry(entry, hebrew, english)).toEqual({
      slug: "tissu",
      title: "Tissu",
      summary: english.summary,
      lines: english.lines,
      sessions: [
        { start: "09:30", group: "Beginners" },
        { start: "11:00", group: "Open" },
      ],
      price: { amount: 320 },
      times: ["09:30"],
    });
  });

  it("is left out while one of its texts has no English", () => {
    expect(englishEntry(entry, hebrew, { ...english, summary: undefined })).toBeUndefined();
    expect(englishEntry(entry, hebrew, { ...english, sessions: [{ start: "09:30" }] })).toBeUndefined();
    expect(englishEntry(entry, hebrew, undefined)).toBeUndefined();
  });
});
