/**
 * @jest-environment node
 *
 * The rules of the content check beyond single mistakes (those are in content-mistakes.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentOnDisk } from "./load-content";
import { validateContent, writtenPrice } from "./validate-content";
import { contentRoot, entryFilesOf, fixtureContent, readFixture } from "./test-support";

const allMediaExists = () => true;

describe("validateContent", () => {
  it("does not cap lists: one coach and one class more than today are fine", () => {
    const content = fixtureContent();
    content.coaches.push({ ...content.coaches[0], slug: "maya-levi", name: "מאיה לוי" });
    content.classes.push({ ...content.classes[0], slug: "tricking-teens", coaches: ["maya-levi"] });
    expect(validateContent(content, allMediaExists)).toEqual([]);
  });

  it("reports every shape mistake at once, and each cross-file check whose files have the right shape", () => {
    const content = fixtureContent();
    content.classes[0].coaches = ["nobody-here"];
    content.classes[1].sport = "Parkour";
    content.booking.priceILS = 0;
    content.home.aboutParagraphs = ["one"];
    // The coach check reads classes and coaches (both right); the sport check reads booking.json, which is not.
    expect(validateContent(content, allMediaExists).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "content/booking.json priceILS",
      "content/home.json aboutParagraphs",
      "content/classes/tricking-kids.json coaches[0]",
    ]);
  });

  it("checks the files it has when some could not be read, and every check that needs only those", () => {
    const content = fixtureContent();
    delete content.booking;
    content.coaches[0].nmae = "x";
    content.classes[0].title = "";
    content.classes[1].sport = "Parkour";
    expect(validateContent(content, allMediaExists).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "content/classes/tricking-kids.json title",
      "content/coaches/amit-cohen.json nmae",
    ]);
  });

  it("refuses each text that is a page's description for search engines when it is shorter than the pages allow", () => {
    const content = fixtureContent();
    const coach = content.coaches.find((entry: { slug: string }) => entry.slug === "yossi-peretz")!;
    coach.shortDescription = "מאמן מואי תאי\n17 שנות ניסיון בקרבות";
    content.classes[0].summary = "חוג קצר";
    content.ui.faqPage.lead = "שאלות";
    content.site.description = "סטודיו";
    expect(validateContent(content, allMediaExists).map(({ file, field, message }) => [file, field, message])).toEqual([
      ["content/site.json", "description", expect.stringMatching(/^קצר מדי: .*לפחות 40 תווים$/)],
      [`content/classes/${content.classes[0].slug}.json`, "summary", expect.stringMatching(/^קצר מדי/)],
      ["content/coaches/yossi-peretz.json", "shortDescription", expect.stringMatching(/^קצר מדי/)],
      ["content/ui.json", "faqPage.lead", expect.stringMatching(/^קצר מדי/)],
    ]);
  });

  it("refuses a draft on a class page the spec's route list fixes, and takes a paused one or a new draft", () => {
    const content = fixtureContent();
    content.classes[0].status = "draft";
    content.classes[1].status = "paused";
    content.classes.push({ ...content.classes[2], slug: "parkour-teens", status: "draft" });
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({
        file: `content/classes/${content.classes[0].slug}.json`,
        field: "status",
        message: `העמוד /classes/${content.classes[0].slug} חייב להישאר באתר, ולכן החוג לא יכול להיות טיוטה: כתבו "paused" כדי להשהות אותו`,
      }),
    ]);
  });

  it("takes a new sport from booking.json alone: a class may teach it, and it needs no code", () => {
    const content = fixtureContent();
    content.booking.sports.push({ id: "Parkour", label: "פארקור" });
    content.classes[0].sport = "Parkour";
    const problems = validateContent(content, allMediaExists);
    // Only what the edit itself leaves untaught is reported, never the new sport.
    expect(problems.filter(({ message }) => message.includes("Parkour"))).toEqual([]);
  });

  it("takes a coach's own role, and refuses an empty one", () => {
    const content = fixtureContent();
    content.coaches[0].role = "מאמנת אקרובטיקה";
    expect(validateContent(content, allMediaExists)).toEqual([]);
    content.coaches[1].role = " ";
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({ file: "content/coaches/noam-bar.json", field: "role", message: "ריק: כתבו כאן טקסט" }),
    ]);
  });

  it("accepts no testimonials at all: the site then shows none", () => {
    const content = fixtureContent();
    content.testimonials = [];
    expect(validateContent(content, allMediaExists)).toEqual([]);
  });

  it("reports a default sport that the form does not offer", () => {
    const content = fixtureContent();
    content.booking.defaultSport = "Acro Yoga";
    content.booking.sports = content.booking.sports.filter((sport: { id: string }) => sport.id !== "Acro Yoga");
    content.classes = content.classes.filter((entry: { sport?: string }) => entry.sport !== "Acro Yoga");
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({
        file: "content/booking.json",
        field: "defaultSport",
        message: 'הענף "Acro Yoga" אינו אחד הענפים שברשימה sports באותו קובץ',
      }),
    ]);
  });

  it("reports a sport of the try-out form that no class teaches", () => {
    const content = fixtureContent();
    const sport = content.booking.sports.at(-1);
    content.classes = content.classes.filter((entry: { sport?: string }) => entry.sport !== sport.id);
    content.testimonials = content.testimonials.filter((quote: { class: string }) =>
      content.classes.some((entry: { slug: string }) => entry.slug === quote.class),
    );
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({
        file: "content/booking.json",
        field: `sports[${content.booking.sports.length - 1}].id`,
        message: `אף חוג בתיקייה content/classes/ לא מלמד את "${sport.id}" (כתבו אותו בשדה sport של חוג, או הסירו אותו מכאן)`,
      }),
    ]);
  });

  it("reports the try-out price written by hand in any text, and leaves other amounts alone", () => {
    const content = fixtureContent();
    const price = content.booking.priceILS;
    content.site.description = `שיעור ניסיון ב-${price} ₪`;
    content.home.trialNote = `${content.home.trialNote} ₪${price}`;
    content.studio[0].text = `${content.studio[0].text} ${price}0 ₪, ₪${price + 100}`;
    expect(validateContent(content, allMediaExists).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "content/site.json description",
      "content/home.json trialNote",
    ]);
  });

  it("finds the price however it is written", () => {
    const price = writtenPrice(60);
    for (const text of ["ב-60 ₪", "60₪", "₪60", '60 ש"ח', "60 ש״ח", "60 שקלים"]) expect(text).toMatch(price);
    for (const text of ["160 ₪", "600 ₪", "₪600", "60 דקות"]) expect(text).not.toMatch(price);
  });

  it("looks for every media field in its file's folder, nested ones too", () => {
    const content = fixtureContent();
    const asked: string[] = [];
    const missing = content.home.heroVideo.webm;
    const exists = (folder: string, file: string) => (asked.push(`${folder}/${file}`), file !== missing);
    const problems = validateContent(content, exists);
    expect(asked).toEqual(
      expect.arrayContaining([
        `videos/${content.home.heroVideo.mp4}`,
        `images/studio/${content.studio.at(-1).img}`,
        `images/shop/${content.shop.at(-1).image}`,
      ]),
    );
    // Each coach has a video and its poster.
    expect(asked.filter((file) => file.startsWith("videos/coaches/"))).toHaveLength(2 * content.coaches.length);
    expect(problems).toEqual([
      expect.objectContaining({ file: "content/home.json", field: "heroVideo.webm", path: ["heroVideo", "webm"] }),
    ]);
  });
});

describe("checkContentOnDisk", () => {
  it("reports a syntax error in one file and still every problem of the others, in one run", () => {
    const booking = readFixture("booking").replace(/,\n/, "\n");
    const coaches = readFixture("coaches").replace('"name":', '"nmae":');
    // The fixture's coaches.json is written as content/coaches/, a file each: the first coach's is broken.
    const problems = checkContentOnDisk(contentRoot({ booking, coaches }));
    expect(problems.map(({ file, field, message }) => [file, field, message.split(":")[0]])).toEqual([
      ["content/booking.json", undefined, "הקובץ אינו JSON תקין"],
      ["content/coaches/amit-cohen.json", "name", "חסר"],
      ["content/coaches/amit-cohen.json", "nmae", "שדה לא מוכר"],
    ]);
    expect(problems.every(({ line }) => line !== undefined)).toBe(true);
  });

  it("names a content file or folder that is missing", () => {
    const root = contentRoot();
    fs.rmSync(path.join(root, "content", "faq.json"));
    fs.rmSync(path.join(root, "content", "shop"), { recursive: true });
    expect(checkContentOnDisk(root)).toEqual([
      { file: "content/faq.json", message: "הקובץ חסר בתיקייה content/" },
      expect.objectContaining({ file: "content/shop/", message: expect.stringMatching(/^צריך לפחות רשומה אחת: /) }),
    ]);
  });

  it("takes a folder that may be empty as no entries when git has not kept it", () => {
    const root = contentRoot({ notices: [] });
    expect(fs.existsSync(path.join(root, "content", "notices"))).toBe(false);
    expect(checkContentOnDisk(root)).toEqual([]);
  });

  it("names the list file of a kind that is now a folder: the site reads the folder only", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "content", "classes.json"), readFixture("classes"));
    expect(checkContentOnDisk(root)).toEqual([
      expect.objectContaining({ file: "content/classes.json", message: expect.stringContaining("classes/") }),
    ]);
  });

  it("names a JSON file in content/ that the site does not read", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "content", "clases.json"), "[]");
    expect(checkContentOnDisk(root)).toEqual([
      expect.objectContaining({
        file: "content/clases.json",
        message: expect.stringMatching(/^האתר לא קורא את הקובץ הזה/),
      }),
    ]);
  });
});

describe("a kind kept as a folder, a file per entry", () => {
  const classFiles = () => entryFilesOf("classes", readFixture("classes"));
  const withText = (files: ReturnType<typeof classFiles>, base: string, change: (text: string) => string) =>
    files.map((entry) => (entry.base === base ? { ...entry, text: change(entry.text) } : entry));
  const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split("\n").length;

  it("names a broken entry by its own file, line and field", () => {
    const classes = withText(classFiles(), "tissu", (text) => text.replace(/"start": "\d\d:\d\d"/, '"start": "25:00"'));
    const [problem, ...others] = checkContentOnDisk(contentRoot({ classes }));
    expect(others).toEqual([]);
    const text = classes.find((entry) => entry.base === "tissu")!.text;
    expect(problem).toMatchObject({
      file: "content/classes/tissu.json",
      field: "schedule[0].start",
      line: lineOf(text, '"start": "25:00"'),
      message: expect.stringMatching(/[\u05d0-\u05ea]/),
    });
    expect(problem).not.toHaveProperty("entry");
  });

  it("names an entry file that is not JSON, and checks nothing that reads its kind", () => {
    const classes = withText(classFiles(), "tissu", (text) => text.replace(/,\n/, "\n"));
    expect(checkContentOnDisk(contentRoot({ classes }))).toEqual([
      expect.objectContaining({
        file: "content/classes/tissu.json",
        line: 3,
        message: expect.stringMatching(/^הקובץ אינו JSON תקין/),
      }),
    ]);
  });

  it("refuses a file whose name is not its entry's key, at the key", () => {
    const classes = classFiles().map((entry) =>
      entry.base === "tissu" ? { ...entry, base: "silks", file: "content/classes/silks.json" } : entry,
    );
    expect(checkContentOnDisk(contentRoot({ classes }))).toEqual([
      expect.objectContaining({
        file: "content/classes/silks.json",
        field: "slug",
        line: 2,
        message: 'שם הקובץ צריך להיות כמו ה־slug שבתוכו: "tissu.json" (או שה־slug יהיה "silks")',
      }),
    ]);
  });

  it("refuses a key used by two files, naming the other one", () => {
    const files = classFiles();
    const tissu = files.find((entry) => entry.base === "tissu")!;
    const copy = { base: "tissu-2", file: "content/classes/tissu-2.json", text: tissu.text };
    const problems = checkContentOnDisk(contentRoot({ classes: [...files, copy] }));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "content/classes/tissu-2.json",
        field: "slug",
        message: '"tissu" כבר תפוס: גם הקובץ content/classes/tissu.json משתמש בו, ולכל רשומה צריך slug משלה',
      }),
    );
  });

  it("refuses a class that names a coach no file holds, saying a coach from another request comes once it is in", () => {
    const classes = withText(classFiles(), "tissu", (text) =>
      text.replace(/("coaches": \[\n\s*)"[a-z-]+"/, '$1"maya-levi"'),
    );
    const [problem, ...others] = checkContentOnDisk(contentRoot({ classes }));
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      file: "content/classes/tissu.json",
      field: "coaches[0]",
      message: expect.stringContaining("אין קובץ content/coaches/maya-levi.json"),
    });
    expect(problem!.message).toMatch(/בבקשה אחרת/);
  });

  it("names a file in a folder that is not an entry file", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "content", "classes", "tissu.txt"), "");
    expect(checkContentOnDisk(root)).toEqual([
      expect.objectContaining({
        file: "content/classes/tissu.txt",
        message: expect.stringMatching(/^האתר לא קורא את זה/),
      }),
    ]);
  });

  it("refuses a notice's file name that a web address cannot hold", () => {
    const notices = entryFilesOf("notices", readFixture("notices")).map((entry, index) =>
      index === 0 ? { ...entry, base: "Pesach notice", file: "content/notices/Pesach notice.json" } : entry,
    );
    expect(checkContentOnDisk(contentRoot({ notices }))).toEqual([
      expect.objectContaining({
        file: "content/notices/Pesach notice.json",
        message: expect.stringMatching(/^שם הקובץ/),
      }),
    ]);
  });
});
