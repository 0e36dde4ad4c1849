/**
 * @jest-environment node
 *
 * Typical editor mistakes, each made in a copy of the fixture content (src/test-fixtures/content): the content
 * check (the same one the build runs first and `npm run check:content` prints) must name file, entry, field and the
 * line and column of each; the committed JSON Schemas (what editors see while typing) must reject the same edit,
 * except where a mistake can only be seen across entries, across files or on disk, which the row says.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { CONTENT_FILE_NAMES, contentPath, schemaPath, type ContentFileName } from "./content-files";
import { checkContentOnDisk } from "./load-content";
import { contentRoot, fixtureContent, readFixture, readShipped, ROOT } from "./test-support";

type Content = ReturnType<typeof fixtureContent>;

interface Mistake {
  mistake: string;
  file: ContentFileName;
  /** An edit of the parsed content (the file is then written with two-space indentation)… */
  edit?: (content: Content) => void;
  /** …or of the file's text, for mistakes that are not JSON. */
  editText?: (text: string) => string;
  /** Where the check reports it (`file` when not the edited one) and what it says. */
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
    mistake: "a comma missing between two classes",
    file: "classes",
    editText: (text) => text.replace(/\},\n {2}\{/, "}\n  {"),
    expected: { message: "is not valid JSON: a comma is expected before this" },
    at: "{",
    notInSchema: "it is not JSON at all: the editor's JSON parser reports it before any schema applies",
  },
  {
    mistake: "a comma after the last blocked date",
    file: "booking",
    editText: (text) => text.replace('"2025-07-26"]', '"2025-07-26",]'),
    expected: { message: /^is not valid JSON: a value is expected here/ },
    at: "]",
    notInSchema: "it is not JSON at all: the editor's JSON parser reports it before any schema applies",
  },
  {
    mistake: "a class without its title",
    file: "classes",
    edit: (content) => delete content.classes[2].title,
    expected: { entry: '"muaythai-kids"', field: "title", message: "is required but missing" },
    at: "{",
  },
  {
    mistake: "a misspelt field name",
    file: "coaches",
    edit: (content) => (content.coaches[0].nmae = "עמית"),
    expected: { entry: '"amit-cohen"', field: "nmae", message: "is not a known field (check its spelling)" },
    at: '"nmae"',
  },
  {
    mistake: "a picture's description left empty",
    file: "studio",
    edit: (content) => (content.studio[3].alt = " "),
    expected: { entry: "#4", field: "alt", message: "must not be empty" },
    at: '"alt"',
  },
  {
    mistake: "the try-out price written as text",
    file: "booking",
    edit: (content) => (content.booking.priceILS = "60"),
    expected: { field: "priceILS", message: "must be a number" },
    at: '"priceILS"',
  },
  {
    mistake: "a price with agorot",
    file: "booking",
    edit: (content) => (content.booking.priceILS = 60.5),
    expected: { field: "priceILS", message: "must be a whole number of shekels" },
    at: '"priceILS"',
  },
  {
    mistake: "a menu group that does not exist",
    file: "classes",
    edit: (content) => (content.classes[0].group = "teens"),
    expected: { entry: '"tricking-kids"', field: "group", message: /kids, adults, courses, open/ },
    at: '"group"',
  },
  {
    mistake: "a weekday written in Hebrew",
    file: "classes",
    edit: (content) => (content.classes[1].schedule[0].day = "ראשון"),
    expected: { entry: '"streetworkout-kids"', field: "schedule[0].day", message: /sunday/ },
    at: '"day"',
  },
  {
    mistake: "a time without its leading zero",
    file: "classes",
    edit: (content) => (content.classes[11].schedule[1].start = "9:00"),
    expected: {
      entry: '"open-session"',
      field: "schedule[1].start",
      message: "must be a time written HH:MM (24 hours)",
    },
    at: '"start"',
  },
  {
    mistake: "a session that ends before it starts",
    file: "classes",
    edit: (content) => (content.classes[7].schedule[1] = { day: "monday", start: "19:00", end: "18:00", minAge: 18 }),
    expected: { entry: '"tissu"', field: "schedule[1].end", message: "must end after it starts" },
    at: '"end"',
    notInSchema: "it compares two fields of one session, which JSON Schema cannot do",
  },
  {
    mistake: "a session without the ages it takes",
    file: "classes",
    edit: (content) => delete content.classes[7].schedule[0].minAge,
    expected: { entry: '"tissu"', field: "schedule[0].minAge", message: "is required but missing" },
    at: "{",
  },
  {
    mistake: "an age written as text",
    file: "classes",
    edit: (content) => (content.classes[3].schedule[0].maxAge = "9"),
    expected: { entry: '"capoeira-kids"', field: "schedule[0].maxAge", message: "must be a number" },
    at: '"maxAge"',
  },
  {
    mistake: "an oldest age below the youngest",
    file: "classes",
    edit: (content) => (content.classes[4].schedule[0].maxAge = 17),
    expected: { entry: '"tricking-adults"', field: "schedule[0].maxAge", message: "must not be younger than minAge" },
    at: '"maxAge"',
    notInSchema: "it compares two fields of one session, which JSON Schema cannot do",
  },
  {
    mistake: "a group renamed to other ages than its minAge and maxAge",
    file: "classes",
    edit: (content) => (content.classes[2].schedule[0].group = "גילאי 7–10"),
    expected: {
      entry: '"muaythai-kids"',
      field: "schedule[0].group",
      message:
        'says "גילאי 7–10", but no group in the schedule is 7–10 (the schedule\'s ages are 7–11 (minAge / maxAge))',
    },
    at: '"group"',
    notInSchema: "it compares the words of a name with two numbers, which JSON Schema cannot do",
  },
  {
    mistake: "a menu entry that states another age than the schedule",
    file: "classes",
    edit: (content) => (content.classes[1].menuLabel = "Calisthenics up to 16"),
    expected: {
      entry: '"streetworkout-kids"',
      field: "menuLabel",
      message: 'says "up to 16", but the schedule\'s ages are 8–18 (minAge / maxAge)',
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
      message: /^says \{prise\}, which is not one of: \{brand\}, \{price\}/,
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
      message: "says {parking}, but content/site.json does not give it (directions.parking)",
    },
    at: '"חניה: {parking}"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a privacy section without its heading",
    file: "privacy",
    edit: (content) => delete content.privacy.sections[2].heading,
    expected: { field: "sections[2].heading", message: "is required but missing" },
    at: "{",
  },
  {
    mistake: "a testimonial about a class that does not exist",
    file: "testimonials",
    edit: (content) => (content.testimonials[0].class = "circus-kids"),
    expected: {
      entry: "#1",
      field: "class",
      message: 'names class "circus-kids", which is not in content/classes.json',
    },
    at: '"class"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a blocked date written the Israeli way",
    file: "booking",
    edit: (content) => content.booking.blockedDates.push("18/08/2025"),
    expected: { field: "blockedDates[4]", message: "must be a date written YYYY-MM-DD" },
    at: '"18/08/2025"',
  },
  {
    mistake: "a blocked date that does not exist",
    file: "booking",
    edit: (content) => content.booking.blockedDates.push("2025-02-30"),
    expected: { field: "blockedDates[4]", message: "must be a date written YYYY-MM-DD" },
    at: '"2025-02-30"',
  },
  {
    mistake: "the studio's phone in local form",
    file: "site",
    edit: (content) => (content.site.phone = "050-1234567"),
    expected: { field: "phone", message: /international form/ },
    at: '"phone"',
  },
  {
    mistake: "the accessibility phone with spaces",
    file: "site",
    edit: (content) => (content.site.accessibility.phone = "+972 50 123 4567"),
    expected: { field: "accessibility.phone", message: /international form, digits only/ },
    at: '"phone"',
  },
  {
    mistake: "the booking provider's form over plain http",
    file: "site",
    edit: (content) => (content.site.bookingProvider.trialFormUrl = "http://booking.provider.example/trial"),
    expected: { field: "bookingProvider.trialFormUrl", message: "must be an https:// address" },
    at: '"trialFormUrl"',
  },
  {
    mistake: "the storage bucket as a plain http address",
    file: "site",
    edit: (content) => (content.site.storageBucket = "http://storage.example.com/motionlab"),
    expected: { field: "storageBucket", message: /^must be the bucket's name/ },
    at: '"storageBucket"',
  },
  {
    mistake: "a coach slug with capitals and a space",
    file: "coaches",
    edit: (content) => (content.coaches[4].slug = "Itay Shani"),
    expected: { entry: '"Itay Shani"', field: "slug", message: /^must be a slug/ },
    at: '"slug"',
  },
  {
    mistake: "a class naming a coach who is not in coaches.json",
    file: "classes",
    edit: (content) => (content.classes[4].coaches[1] = "noam-bar-levi"),
    expected: {
      entry: '"tricking-adults"',
      field: "coaches[1]",
      message: 'names coach "noam-bar-levi", who is not in content/coaches.json',
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
      message: "is outside the studio's opening hours on saturday (closed in content/site.json)",
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
      message: "is outside the studio's opening hours on friday (08:30–11:00 in content/site.json)",
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
      message: '"Acro Yoga" is not a sport in content/booking.json',
    },
    at: '"sport"',
    notInSchema: ACROSS_FILES,
  },
  {
    mistake: "a sport the try-out form does not know",
    file: "classes",
    edit: (content) => (content.classes[0].sport = "Parkour"),
    expected: { entry: '"tricking-kids"', field: "sport", message: /^must be one of: Tricking, / },
    at: '"sport"',
  },
  {
    mistake: "two classes with the same slug",
    file: "classes",
    edit: (content) => (content.classes[1].slug = "tricking-kids"),
    expected: { entry: '"tricking-kids"', field: "slug", message: '"tricking-kids" is used by an earlier entry too' },
    at: '"slug": "tricking-kids",\n    "group": "kids",\n    "menuLabel": "Calisthenics',
    notInSchema: ACROSS_ENTRIES,
  },
  {
    mistake: "a sport listed twice in booking.json",
    file: "booking",
    edit: (content) => content.booking.sports.push({ id: "Tricking", label: "טריקינג למתקדמים" }),
    expected: { field: "sports[5].id", message: '"Tricking" is used by an earlier entry too' },
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
      message: 'names "foam-pit-new.jpg", but static/images/studio/foam-pit-new.jpg does not exist',
    },
    at: '"img"',
    notInSchema: "whether a file exists is on disk, not in the JSON",
  },
  {
    mistake: "a picture named with its folder",
    file: "shop",
    edit: (content) => (content.shop[0].image = "images/shop/studio-tshirt.jpg"),
    expected: { entry: '"studio-tshirt"', field: "image", message: /^must be a file name such as foam-pit.jpg/ },
    at: '"image"',
  },
  ...(["classes", "coaches", "studio", "shop", "faq"] as const).map((file): Mistake => ({
    mistake: `an empty ${file} list`,
    file,
    edit: (content) => (content[file] = []),
    expected: { message: "must list at least one entry" },
    at: "[]",
  })),
  {
    mistake: "the about heading without the studio's name marker",
    file: "home",
    edit: (content) => (content.home.aboutHeading = "מה זה Motion Lab?"),
    expected: { field: "aboutHeading", message: /^must say \{brand\}/ },
    at: '"aboutHeading"',
  },
  {
    mistake: "an admin address that is not an e-mail address",
    file: "site",
    edit: (content) => (content.site.adminEmails = ["admin at motionlab.example"]),
    expected: { field: "adminEmails[0]", message: "must be an e-mail address" },
    at: '"admin at motionlab.example"',
  },
];

function edited(row: Mistake): string {
  if (row.editText) return row.editText(readFixture(row.file));
  const content = fixtureContent();
  row.edit?.(content);
  return `${JSON.stringify(content[row.file], null, 2)}\n`;
}

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
      expect([name, validators[name]!(JSON.parse(readShipped(name)))]).toEqual([name, true]);
  });

  it("accepts the fixture content that the mistakes are made in", () => {
    expect(checkContentOnDisk(contentRoot())).toEqual([]);
  });

  it.each(MISTAKES)("the check finds $mistake, naming where it is", (row) => {
    const text = edited(row);
    const problems = checkContentOnDisk(contentRoot({ [row.file]: text }));
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    const { message, file = row.file, ...place } = row.expected;
    expect(problem).toMatchObject({ file: contentPath(file), ...place });
    expect(problem?.message).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    const fileText = file === row.file ? text : readFixture(file);
    expect(textAt(fileText, problem!.line!, problem!.column!).slice(0, row.at.length)).toBe(row.at);
  });

  it.each(MISTAKES.filter((row) => !row.notInSchema))("the file's JSON Schema rejects $mistake", (row) => {
    expect(validators[row.file]!(JSON.parse(edited(row)))).toBe(false);
  });

  it.each(MISTAKES.filter((row) => row.notInSchema && !row.editText))(
    "the file's JSON Schema cannot see $mistake (said why in the table)",
    (row) => {
      expect(validators[row.file]!(JSON.parse(edited(row)))).toBe(true);
    },
  );
});
