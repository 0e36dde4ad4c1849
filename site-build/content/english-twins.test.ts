/**
 * @jest-environment node
 *
 * The English twins on disk: a copy of the fixture content with twins written beside its files.
 */
import fs from "node:fs";
import path from "node:path";
import { ENGLISH_TEXT_MESSAGE } from "../../src/content/model/english";
import { englishGaps, englishGapsSummary, englishTwinProblems } from "./english-twins";
import { checkContentOnDisk } from "./load-content";
import { readEntryTexts } from "./content-on-disk";
import { contentRoot, fixtureContent } from "./test-support";
import { UNKNOWN_FIELD } from "./validate-content";

const fixture = fixtureContent();
const aClass = fixture.classes[0] as { slug: string; schedule: unknown[] };
const classFile = `content/classes/${aClass.slug}.json`;
const twinFile = `content/classes/${aClass.slug}.en.json`;

function rootWith(twins: Record<string, string>): string {
  const root = contentRoot();
  for (const [file, text] of Object.entries(twins)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

describe("the English twins in content/", () => {
  it("are not entries of their folder, and not files the site does not read", () => {
    const root = rootWith({
      [twinFile]: `${JSON.stringify({ title: "Aerial silks" })}\n`,
      "content/faq.en.json": `${JSON.stringify([{ question: "What should I bring?" }])}\n`,
    });
    const read = readEntryTexts(root, "classes")!;
    expect(read.entries.map(({ file }) => file)).not.toContain(twinFile);
    expect(read.englishTwins.map(({ file }) => file)).toEqual([twinFile]);
    expect(read.others).toEqual([]);
    expect(checkContentOnDisk(root)).toEqual([]);
  });

  it("are checked against the model's texts, named by file, field, line and column", () => {
    const text = `{\n  "title": "Aerial silks – טיסו",\n  "titel": "Aerial silks"\n}\n`;
    const problems = checkContentOnDisk(rootWith({ [twinFile]: text }));
    expect(problems).toEqual([
      expect.objectContaining({ file: twinFile, field: "title", message: ENGLISH_TEXT_MESSAGE, line: 2 }),
      expect.objectContaining({ file: twinFile, field: "titel", message: UNKNOWN_FIELD, line: 3 }),
    ]);
  });

  it("hold the editor's copies as the Hebrew has them, and say a wrong kind of value as the content check does", () => {
    // The fixture's first two sessions start at different hours: swapped, each copy differs from its Hebrew.
    const [first, second] = aClass.schedule as { start: string }[];
    const copies = { schedule: [{ start: second!.start }, { start: first!.start }], title: 5 };
    const problems = checkContentOnDisk(rootWith({ [twinFile]: JSON.stringify(copies, null, 2) }));
    expect(problems.map(({ field, message }) => [field, message.split(":")[0]])).toEqual([
      ["title", "צריך להיות טקסט בין מירכאות כפולות"],
    ]);
    const reordered = checkContentOnDisk(
      rootWith({ [twinFile]: JSON.stringify({ schedule: copies.schedule }, null, 2) }),
    );
    expect(reordered.map(({ field }) => field)).toEqual(["schedule[0].start", "schedule[1].start"]);
    expect(reordered[0]?.message).toContain(`זה עותק של הערך שבקובץ ${classFile}`);
  });

  it("must stand beside a file of the content, and be JSON", () => {
    const problems = englishTwinProblems(
      rootWith({ "content/classes/no-such-class.en.json": "{}\n", "content/home.en.json": "{ oops" }),
    );
    expect(problems.map(({ file }) => file).sort()).toEqual([
      "content/classes/no-such-class.en.json",
      "content/home.en.json",
    ]);
    expect(problems.find(({ line }) => line)).toMatchObject({ file: "content/home.en.json", line: 1 });
    expect(problems.find(({ file }) => file.includes("no-such"))!.message).toContain(
      "אין קובץ content/classes/no-such-class.json",
    );
  });

  it("report each file's texts that have no English yet, and none once it has them", () => {
    const before = englishGaps(rootWith({}));
    const classGap = before.find(({ file }) => file === classFile)!;
    expect(classGap.fields).toEqual(expect.arrayContaining(["title", "summary", "description"]));
    const topLevel = classGap.fields.filter((field) => !/[.[]/.test(field));
    const inEnglish = (field: string) =>
      Array.isArray(aClass[field as keyof typeof aClass]) ? ["In English"] : "In English";
    const twin = Object.fromEntries(topLevel.map((field) => [field, inEnglish(field)]));
    const after = englishGaps(rootWith({ [twinFile]: JSON.stringify(twin) }));
    const left = after.find(({ file }) => file === classFile)?.fields ?? [];
    expect(left).toEqual(classGap.fields.filter((field) => /[.[]/.test(field)));
    expect(englishGapsSummary(after)).toMatch(/^אנגלית: חסרים \d+ טקסטים ב־\d+ קבצים/);
    expect(englishGapsSummary([])).toBe("אנגלית: לכל טקסט בתוכן יש אנגלית");
    expect(englishGapsSummary([{ file: classFile, fields: ["title"] }])).toMatch(/^אנגלית: חסר טקסט אחד בקובץ אחד/);
  });
});
