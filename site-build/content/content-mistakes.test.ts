/**
 * @jest-environment node
 *
 * Typical editor mistakes, each made in a copy of the fixture content (src/test-fixtures/content): the content
 * check (the same one the build runs first and `npm run check:content` prints) must name file, entry, field and the
 * line and column of each; the committed JSON Schemas (what editors see while typing) must reject the same edit,
 * except where a mistake can only be seen across entries, across files or on disk, which the row says. A kind kept
 * as a folder (content/classes/) is edited as the fixture's list and written a file per entry, each under the name
 * of its entry before the edit: the check must then name the entry's own file (`entry` below is that file's name).
 */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import {
  CONTENT_FILE_NAMES,
  contentPath,
  entryPath,
  isFolder,
  schemaPath,
  type ContentFileName,
} from "../../src/content/content-files";
import { HEBREW_WEEKDAYS } from "../../src/content/format";
import { checkContentOnDisk } from "./load-content";
import type { EntryText } from "./content-on-disk";
import {
  contentRoot,
  editedEntryFiles,
  entryFilesOf,
  fixtureContent,
  readFixture,
  readShipped,
  ROOT,
  type ContentTexts,
} from "./test-support";

type Content = ReturnType<typeof fixtureContent>;

interface Mistake {
  mistake: string;
  file: ContentFileName;
  /** An edit of the parsed content (the file is then written with two-space indentation)… */
  edit?: (content: Content) => void;
  /** …or of the file's text, for mistakes that are not JSON. */
  editText?: (text: string) => string;
  /**
   * Where the check reports it (`file` when not the edited one) and what it says; in a folder kind, `entry` is the
   * entry's file, content/classes/ENTRY.json, which names the entry itself.
   */
  expected: { file?: ContentFileName; entry?: string; field?: string; message: string | RegExp };
  /** What the file's text holds where the check points (line and column). */
  at: string;
  /** Why the file's JSON Schema cannot see this mistake; absent when it must reject it too. */
  notInSchema?: string;
}

const ACROSS_FILES = "the list it must match is in another file; a schema sees one file";
const ACROSS_ENTRIES = "JSON Schema's uniqueItems compares whole entries, not one field of each";

const MISTAKES: Mistake[] = [
  {
    mistake: "a comma missing between two fields of a class",
    file: "classes",
    editText: (text) => text.replace('"tricking-kids",', '"tricking-kids"'),
    expected: { entry: '"tricking-kids"', message: "הקובץ אינו JSON תקין: חסר פסיק לפני המקום הזה" },
    at: '"menuGroup"',
    notInSchema: "it is not JSON at all: the editor's JSON parser reports it before any schema applies",
  },
  {
    mistake: "a comma after the last blocked date",
    file: "booking",
    editText: (text) => text.replace('"2025-07-26"]', '"2025-07-26",]'),
    expected: { message: /^הקובץ אינו JSON תקין: כאן צריך לבוא ערך/ },
    at: "]",
    notInSchema: "it is not JSON at all: the editor's JSON parser reports it before any schema applies",
  },
  {
    mistake: "a class without its title",
    file: "classes",
    edit: (content) => delete content.classes[2].title,
    expected: { entry: '"muaythai-kids"', field: "title", message: "חסר: זה שדה חובה (אולי שמו כתוב אחרת?)" },
    at: "{",
  },
  {
    mistake: "a misspelt field name",
    file: "coaches",
    edit: (content) => (content.coaches[0].nmae = "עמית"),
    expected: { entry: '"amit-cohen"', field: "nmae", message: "שדה לא מוכר: בדקו את האיות של שמו" },
    at: '"nmae"',
  },
  {
    mistake: "a picture's description left empty",
    file: "studio",
    edit: (content) => (content.studio[3].alt = " "),
    expected: { entry: "#4", field: "alt", message: "ריק: כתבו כאן טקסט" },
    at: '"alt"',
  },
  {
    mistake: "the try-out price written as text",
    file: "booking",
    edit: (content) => (content.booking.priceILS = "60"),
    expected: { field: "priceILS", message: "צריך להיות מספר, בלי מירכאות" },
    at: '"priceILS"',
  },
  {
    mistake: "a price with agorot",
    file: "booking",
    edit: (content) => (content.booking.priceILS = 60.5),
    expected: { field: "priceILS", message: "צריך להיות מספר שלם של שקלים" },
    at: '"priceILS"',
  },
  {
    mistake: "a menu group that does not exist",
    file: "classes",
    edit: (content) => (content.classes[0].menuGroup = "teens"),
    expected: {
      entry: '"tricking-kids"',
      field: "menuGroup",
      message: /^צריך להיות אחד מאלה: kids, adults, courses, open$/,
    },
    at: '"menuGroup"',
  },
  {
    mistake: "a weekday written in Hebrew",
    file: "classes",
    edit: (content) => (content.classes[1].schedule[0].day = "ראשון"),
    expected: { entry: '"streetworkout-kids"', field: "schedule[0].day", message: /^צריך להיות אחד מאלה: sunday, / },
    at: '"day"',
  },
  {
    mistake: "a time without its leading zero",
    file: "classes",
    edit: (content) => (content.classes[11].schedule[1].start = "9:00"),
    expected: {
      entry: '"open-session"',
      field: "schedule[1].start",
      message: "צריכה להיות שעה בכתיב HH:MM (24 שעות), למשל 09:00",
    },
    at: '"start"',
  },
  {
    mistake: "a session that ends before it starts",
    file: "classes",
    edit: (content) => (content.classes[7].schedule[1] = { day: "monday", start: "19:00", end: "18:00", minAge: 18 }),
    expected: { entry: '"tissu"', field: "schedule[1].end", message: "שעת הסיום צריכה להיות אחרי שעת ההתחלה" },
    at: '"end"',
    notInSchema: "it compares two fields of one session, which JSON Schema cannot do",
  },
  {
    mistake: "a session without the ages it takes",
    file: "classes",
    edit: (content) => delete content.classes[7].schedule[0].minAge,
    expected: { entry: '"tissu"', field: "schedule[0].minAge", message: "חסר: זה שדה חובה (אולי שמו כתוב אחרת?)" },
    at: "{",
  },
  {
    mistake: "an age written as text",
    file: "classes",
    edit: (content) => (content.classes[3].schedule[0].maxAge = "9"),
    expected: { entry: '"capoeira-kids"', field: "schedule[0].maxAge", message: "צריך להיות מספר, בלי מירכאות" },
    at: '"maxAge"',
  },
  {
    mistake: "an oldest age below the youngest",
    file: "classes",
    edit: (content) => (content.classes[4].schedule[0].maxAge = 17),
    expected: {
      entry: '"tricking-adults"',
      field: "schedule[0].maxAge",
      message: "הגיל המבוגר ביותר לא יכול להיות קטן מ־minAge",
    },
    at: '"maxAge"',
    notInSchema: "it compares two fields of one session, which JSON Schema cannot do",
  },
  {
    mistake: "a group renamed to other ages than its minAge and maxAge",
    file: "classes",
    edit: (content) => (content.classes[2].schedule[0].ageGroup = "גילאי 7–10"),
    expected: {
      entry: '"muaythai-kids"',
      field: "schedule[0].ageGroup",
      message: 'כתוב "גילאי 7–10", אבל אין במערכת השעות קבוצה של 7–10 (הגילים במערכת השעות הם 7–11 (minAge / maxAge))',
    },
    at: '"ageGroup"',
    notInSchema: "it compares the words of a name with two numbers, which JSON Schema cannot do",
  },
  {
    mistake: "a menu entry that states another age than the schedule",
    file: "classes",
    edit: (content) => (content.classes[1].menuLabel = "Calisthenics up to 16"),
    expected: {
      entry: '"streetworkout-kids"',
      field: "menuLabel",
      message: 'כתוב "up to 16", אבל הגילים במערכת השעות הם 8–18 (minAge / maxAge)',
    },
    at: '"menuLabel"',
    notInSchema: "it compares the words of a label with the schedule's numbers, which JSON Schema cannot do",
  },
  {
    mistake: "a FAQ answer with a misspelt placeholder",
    file: "faq",
    edit: (content) => (content.faq[1].answer[1] = "שיעור ניסיון עולה {prise}."),
    expected: {
      entry: '"first-lesson"',
      field: "answer[1]",
      message: /^כתוב \{prise\}, שאינו אחד מאלה: \{brand\}, \{price\}/,
    },
    at: '"שיעור ניסיון עולה {prise}."',
    notInSchema: "which placeholders exist is the site's to say, not a pattern of the text",
  },
  {
    mistake: "parking named in the FAQ but removed from site.json",
    file: "site",
    edit: (content) => delete content.site.directions.parking,
    expected: {
      file: "faq",
      entry: '"getting-here"',
      field: "answer[1]",
      message: "כתוב {parking}, אבל content/site.json לא נותן אותו (directions.parking)",
    },
    at: '"חניה: {parking}"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a privacy section without its heading",
    file: "privacy",
    edit: (content) => delete content.privacy.sections[2].heading,
    expected: { field: "sections[2].heading", message: "חסר: זה שדה חובה (אולי שמו כתוב אחרת?)" },
    at: "{",
  },
  {
    mistake: "a testimonial about a class that does not exist",
    file: "testimonials",
    edit: (content) => (content.testimonials[0].class = "circus-kids"),
    expected: {
      entry: "#1",
      field: "class",
      message: 'מפנה לחוג "circus-kids", שאינו בתיקייה content/classes/',
    },
    at: '"class"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a blocked date written the Israeli way",
    file: "booking",
    edit: (content) => content.booking.blockedDates.push("18/08/2025"),
    expected: { field: "blockedDates[4]", message: "צריך להיות תאריך קיים בכתיב YYYY-MM-DD, למשל 2026-09-21" },
    at: '"18/08/2025"',
  },
  {
    mistake: "a blocked date that does not exist",
    file: "booking",
    edit: (content) => content.booking.blockedDates.push("2025-02-30"),
    expected: { field: "blockedDates[4]", message: "צריך להיות תאריך קיים בכתיב YYYY-MM-DD, למשל 2026-09-21" },
    at: '"2025-02-30"',
  },
  {
    mistake: "the studio's phone in local form",
    file: "site",
    edit: (content) => (content.site.phone = "050-1234567"),
    expected: { field: "phone", message: /בצורה בין־לאומית/ },
    at: '"phone"',
  },
  {
    mistake: "the accessibility phone with spaces",
    file: "site",
    edit: (content) => (content.site.accessibility.phone = "+972 50 123 4567"),
    expected: { field: "accessibility.phone", message: /בצורה בין־לאומית, ספרות בלבד/ },
    at: '"phone"',
  },
  {
    mistake: "the booking provider's form over plain http",
    file: "site",
    edit: (content) => (content.site.bookingProvider.trialFormUrl = "http://booking.provider.example/trial"),
    expected: { field: "bookingProvider.trialFormUrl", message: "צריכה להיות כתובת שמתחילה ב־https://" },
    at: '"trialFormUrl"',
  },
  {
    mistake: "the booking provider's login on another site, which would widen the pages' policy",
    file: "site",
    edit: (content) => (content.site.bookingProvider.loginUrl = "https://login.elsewhere.example/motionlab"),
    expected: { field: "bookingProvider.loginUrl", message: /^צריכה להיות כתובת באתר של מערכת ההזמנות \(https:/ },
    at: '"loginUrl"',
  },
  {
    mistake: "the storage bucket as a plain http address",
    file: "site",
    edit: (content) => (content.site.storageBucket = "http://storage.example.com/motionlab"),
    expected: { field: "storageBucket", message: /^צריך להיות שם הדלי/ },
    at: '"storageBucket"',
  },
  {
    mistake: "a coach slug with capitals and a space",
    file: "coaches",
    edit: (content) => (content.coaches[4].slug = "Itay Shani"),
    expected: { entry: '"itay-shani"', field: "slug", message: /^צריך להיות כתובת באותיות אנגליות קטנות/ },
    at: '"slug"',
  },
  {
    mistake: "a class naming a coach who has no file in content/coaches/",
    file: "classes",
    edit: (content) => (content.classes[4].coaches[1] = "noam-bar-levi"),
    expected: {
      entry: '"tricking-adults"',
      field: "coaches[1]",
      message:
        'אין מאמן "noam-bar-levi" (אין קובץ content/coaches/noam-bar-levi.json): בדקו איך ה־slug שלו כתוב שם. מאמן חדש שנוסף בבקשה אחרת אפשר לבחור אחרי שהיא מתקבלת',
    },
    at: '"noam-bar-levi"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a class session on a day the studio is closed",
    file: "classes",
    edit: (content) => (content.classes[5].schedule[2] = { day: "saturday", start: "10:00", end: "11:15", minAge: 18 }),
    expected: {
      entry: '"streetworkout-adults"',
      field: "schedule[2]",
      message: `המפגש מחוץ לשעות הפתיחה של הסטודיו ביום ${HEBREW_WEEKDAYS.saturday} (סגור לפי content/site.json)`,
    },
    at: "{",
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "opening hours shortened past the end of a class",
    file: "site",
    edit: (content) => (content.site.openingHours[5].closes = "11:00"),
    expected: {
      file: "classes",
      entry: '"open-session"',
      field: "schedule[1]",
      message: `המפגש מחוץ לשעות הפתיחה של הסטודיו ביום ${HEBREW_WEEKDAYS.friday} (08:30–11:00 לפי content/site.json)`,
    },
    at: "{",
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a class sport that booking.json no longer offers",
    file: "booking",
    edit: (content) => content.booking.sports.splice(3, 1),
    expected: {
      file: "classes",
      entry: '"acroyoga"',
      field: "sport",
      message: 'הענף "Acro Yoga" לא מופיע ב־sports שב־content/booking.json (הוסיפו אותו שם, או כתבו ענף קיים)',
    },
    at: '"sport"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a sport that booking.json does not list",
    file: "classes",
    edit: (content) => (content.classes[0].sport = "Parkour"),
    expected: { entry: '"tricking-kids"', field: "sport", message: /^הענף "Parkour" לא מופיע ב־sports/ },
    at: '"sport"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "two classes with the same slug",
    file: "classes",
    edit: (content) => (content.classes[1].slug = "tricking-kids"),
    expected: {
      entry: '"streetworkout-kids"',
      field: "slug",
      message:
        '"tricking-kids" כבר תפוס: גם הקובץ content/classes/tricking-kids.json משתמש בו, ולכל רשומה צריך slug משלה',
    },
    at: '"slug": "tricking-kids",\n  "menuGroup": "kids",\n  "menuLabel": "Calisthenics',
    notInSchema: ACROSS_ENTRIES,
  },
  {
    mistake: "a sport listed twice in booking.json",
    file: "booking",
    edit: (content) => content.booking.sports.push({ id: "Tricking", label: "טריקינג למתקדמים" }),
    expected: { field: "sports[6].id", message: '"Tricking" כבר תפוס: רשומה קודמת משתמשת בו' },
    at: '"id": "Tricking",\n      "label": "טריקינג למתקדמים"',
    notInSchema: ACROSS_ENTRIES,
  },
  {
    mistake: "a picture whose file is not in static/",
    file: "studio",
    edit: (content) => (content.studio[1].img = "foam-pit-new.jpg"),
    expected: {
      entry: "#2",
      field: "img",
      message:
        'הקובץ "foam-pit-new.jpg" לא נמצא: אין static/images/studio/foam-pit-new.jpg (העלו אותו, או בדקו את שמו ואת הסיומת)',
    },
    at: '"img"',
    notInSchema: "whether a file exists is on disk, not in the JSON",
  },
  {
    mistake: "a picture named with its folder",
    file: "shop",
    edit: (content) => (content.shop[0].image = "images/shop/studio-tshirt.jpg"),
    expected: { entry: '"studio-tshirt"', field: "image", message: /^צריך להיות שם קובץ כמו foam-pit.jpg/ },
    at: '"image"',
  },
  ...(["classes", "coaches", "studio", "shop", "faq"] as const).map((file): Mistake => ({
    mistake: `an empty ${file} list`,
    file,
    edit: (content) => (content[file] = []),
    expected: { message: /^צריך לפחות רשומה אחת/ },
    at: "[]",
    // A folder with no files holds no entry file for an entry's schema to see.
    ...(isFolder(file) ? { notInSchema: "no file is there to check" } : {}),
  })),
  {
    mistake: "the about heading without the studio's name marker",
    file: "home",
    edit: (content) => (content.home.aboutHeading = "מה זה Motion Lab?"),
    expected: { field: "aboutHeading", message: /^חסר \{brand\}/ },
    at: '"aboutHeading"',
  },
  {
    mistake: "an admin address that is not an e-mail address",
    file: "site",
    edit: (content) => (content.site.adminEmails = ["admin at motionlab.example"]),
    expected: { field: "adminEmails[0]", message: "צריכה להיות כתובת אימייל" },
    at: '"admin at motionlab.example"',
  },
];

function edited(row: Mistake): string {
  if (row.editText) return row.editText(readFixture(row.file));
  const content = fixtureContent();
  row.edit?.(content);
  return `${JSON.stringify(content[row.file], null, 2)}\n`;
}

/** A folder kind's edited entries, each in the file its entry had before the edit (an editText edits the first). */
function editedFiles(row: Mistake): EntryText[] {
  if (!row.editText) return editedEntryFiles(row.file, JSON.parse(edited(row)) as unknown[]);
  const before = entryFilesOf(row.file, readFixture(row.file));
  return before.map((entry, index) => (index === 0 ? { ...entry, text: row.editText!(entry.text) } : entry));
}

/** What the edit writes, and the text of each file by its path. */
function written(row: Mistake): { texts: ContentTexts; files: Map<string, string> } {
  const files = new Map<string, string>();
  const each = (name: ContentFileName, text: string | EntryText[]) => {
    if (typeof text === "string") files.set(contentPath(name), text);
    else for (const entry of text) files.set(entry.file, entry.text);
  };
  for (const name of CONTENT_FILE_NAMES)
    each(name, isFolder(name) ? entryFilesOf(name, readFixture(name)) : readFixture(name));
  const text = isFolder(row.file) ? editedFiles(row) : edited(row);
  if (isFolder(row.file)) for (const entry of entryFilesOf(row.file, readFixture(row.file))) files.delete(entry.file);
  each(row.file, text);
  return { texts: { [row.file]: text }, files };
}

/** Where the check must report a row's mistake: a folder kind's entry in its own file, without an entry label. */
function expectedPlace(row: Mistake): { file: string; entry?: string; field?: string } {
  const { message: _message, file = row.file, entry, ...place } = row.expected;
  if (!isFolder(file)) return { file: contentPath(file), ...(entry ? { entry } : {}), ...place };
  if (!entry) return { file: `${contentPath(file)}/`, ...place };
  return { file: entryPath(file, entry.replace(/"/g, "")), ...place };
}

/** Every entry of what the edit writes, for a schema: a folder kind's schema is one entry file's. */
const schemaInputs = (name: ContentFileName, data: unknown): unknown[] =>
  isFolder(name) ? (data as unknown[]) : [data];

function textAt(text: string, line: number, column: number): string {
  const lines = text.split("\n");
  return [lines[line - 1]?.slice(column - 1), ...lines.slice(line)].join("\n");
}

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validators = Object.fromEntries(
  CONTENT_FILE_NAMES.map((name) => [
    name,
    ajv.compile(JSON.parse(fs.readFileSync(path.join(ROOT, schemaPath(name)), "utf8")) as object),
  ]),
);

describe("the content check and the JSON Schemas find typical editor mistakes", () => {
  it("has at least 15 of them", () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(15);
  });

  it("accepts the shipped content, in the check and in every schema", () => {
    expect(checkContentOnDisk(ROOT)).toEqual([]);
    for (const name of CONTENT_FILE_NAMES)
      for (const entry of schemaInputs(name, readShipped(name)))
        expect([name, validators[name]!(entry), validators[name]!.errors]).toEqual([name, true, null]);
  });

  it("accepts the fixture content that the mistakes are made in", () => {
    expect(checkContentOnDisk(contentRoot())).toEqual([]);
  });

  it.each(MISTAKES)("the check finds $mistake, naming where it is", (row) => {
    const { texts, files } = written(row);
    const problems = checkContentOnDisk(contentRoot(texts));
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    const { message } = row.expected;
    const place = expectedPlace(row);
    expect(problem).toMatchObject(place);
    if (!place.entry) expect(problem).not.toHaveProperty("entry");
    expect(problem?.message).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    // A folder with no entry file has no line to point at.
    if (place.file.endsWith("/")) return expect(problem!.line).toBeUndefined();
    const fileText = files.get(place.file)!;
    expect(textAt(fileText, problem!.line!, problem!.column!).slice(0, row.at.length)).toBe(row.at);
  });

  const schemaAccepts = (row: Mistake) =>
    schemaInputs(row.file, JSON.parse(edited(row))).every((entry) => validators[row.file]!(entry));

  it.each(MISTAKES.filter((row) => !row.notInSchema))("the file's JSON Schema rejects $mistake", (row) => {
    expect(schemaAccepts(row)).toBe(false);
  });

  it.each(MISTAKES.filter((row) => row.notInSchema && !row.editText))(
    "the file's JSON Schema cannot see $mistake (said why in the table)",
    (row) => {
      expect(schemaAccepts(row)).toBe(true);
    },
  );
});
