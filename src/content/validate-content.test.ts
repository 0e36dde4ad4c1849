/**
 * @jest-environment node
 *
 * The rules of the content check beyond single mistakes (those are in content-mistakes.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentOnDisk } from "./load-content";
import { validateContent, writtenPrice } from "./validate-content";
import { contentRoot, fixtureContent } from "./test-support";

const allMediaExists = () => true;

describe("validateContent", () => {
  it("does not cap lists: one coach and one class more than today are fine", () => {
    const content = fixtureContent();
    content.coaches.push({ ...content.coaches[0], slug: "maya-levi", name: "מאיה לוי" });
    content.classes.push({ ...content.classes[0], slug: "tricking-teens", coaches: ["maya-levi"] });
    expect(validateContent(content, allMediaExists)).toEqual([]);
  });

  it("reports every shape mistake at once, and the cross-file checks only once the shapes are right", () => {
    const content = fixtureContent();
    content.classes[0].coaches = ["nobody-here"];
    content.booking.priceILS = 0;
    content.home.aboutParagraphs = ["one"];
    expect(validateContent(content, allMediaExists).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "content/booking.json priceILS",
      "content/home.json aboutParagraphs",
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
        message: '"Acro Yoga" is not one of the sports listed in the same file',
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
        message: `"${sport.id}" is taught by no class in content/classes.json`,
      }),
    ]);
  });

  it("reports the try-out price written by hand in any text, and leaves other amounts alone", () => {
    const content = fixtureContent();
    const price = content.booking.priceILS;
    content.site.description = `שיעור ניסיון ב-${price} ₪`;
    content.home.trialNote = `${content.home.trialNote} ₪${price}`;
    content.classes[0].price.note = `פעמיים בשבוע: ${price}0 ₪, ${price + 100} ש"ח`;
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
  it("names a content file that is missing", () => {
    const root = contentRoot();
    fs.rmSync(path.join(root, "content", "shop.json"));
    expect(checkContentOnDisk(root)).toEqual([{ file: "content/shop.json", message: "is missing" }]);
  });

  it("names a JSON file in content/ that the site does not read", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "content", "clases.json"), "[]");
    expect(checkContentOnDisk(root)).toEqual([
      expect.objectContaining({
        file: "content/clases.json",
        message: expect.stringMatching(/^is not a content file/),
      }),
    ]);
  });
});
