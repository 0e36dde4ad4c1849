/**
 * @jest-environment node
 *
 * The rules of the content check beyond single mistakes (those are in content-mistakes.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentOnDisk } from "./load-content";
import { validateContent, writtenPrice } from "./validate-content";
import { contentRoot, fixtureContent, readFixture } from "./test-support";

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
      "content/classes.json coaches[0]",
    ]);
  });

  it("checks the files it has when some could not be read, and every check that needs only those", () => {
    const content = fixtureContent();
    delete content.booking;
    content.coaches[0].nmae = "x";
    content.classes[0].title = "";
    content.classes[1].sport = "Parkour";
    expect(validateContent(content, allMediaExists).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "content/classes.json title",
      "content/coaches.json nmae",
    ]);
  });

  it("refuses a draft on a class page the spec's route list fixes, and takes a paused one or a new draft", () => {
    const content = fixtureContent();
    content.classes[0].status = "draft";
    content.classes[1].status = "paused";
    content.classes.push({ ...content.classes[2], slug: "parkour-teens", status: "draft" });
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({
        file: "content/classes.json",
        entry: `"${content.classes[0].slug}"`,
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
      expect.objectContaining({ file: "content/coaches.json", field: "role", message: "ריק: כתבו כאן טקסט" }),
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
        message: `אף חוג ב־content/classes.json לא מלמד את "${sport.id}" (כתבו אותו בשדה sport של חוג, או הסירו אותו מכאן)`,
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
    const problems = checkContentOnDisk(contentRoot({ booking, coaches }));
    expect(problems.map(({ file, field, message }) => [file, field, message.split(":")[0]])).toEqual([
      ["content/booking.json", undefined, "הקובץ אינו JSON תקין"],
      ["content/coaches.json", "name", "חסר"],
      ["content/coaches.json", "nmae", "שדה לא מוכר"],
    ]);
    expect(problems.every(({ line }) => line !== undefined)).toBe(true);
  });

  it("names a content file that is missing", () => {
    const root = contentRoot();
    fs.rmSync(path.join(root, "content", "shop.json"));
    expect(checkContentOnDisk(root)).toEqual([{ file: "content/shop.json", message: "הקובץ חסר בתיקייה content/" }]);
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
