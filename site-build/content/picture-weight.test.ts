/**
 * @jest-environment node
 *
 * The content check's rule on a picture's weight (issue 45), on a copy of the fixture content: a phone's photo
 * committed as it was taken is refused at the field that names it, with its path and weight in Hebrew.
 */
import fs from "node:fs";
import path from "node:path";
import { PICTURE_SIZES } from "../../src/content/picture-sizes";
import { checkContentOnDisk } from "./load-content";
import { formatProblem } from "./report-problems";
import { boxInWords, formatWeight } from "./picture-weight";
import { contentRoot, fixtureContent } from "./test-support";

const COACH_PHOTO = PICTURE_SIZES["videos/coaches"]!;

/** The fixture content with a new coach whose photo is `poster`, and that photo, `bytes` heavy, in static/. */
function rootWithNewCoach(poster: string, bytes: number) {
  const { coaches } = fixtureContent();
  const maya = { ...coaches[0], slug: "maya-levi", name: "מאיה לוי", poster, order: coaches.length + 1 };
  delete maya.video;
  const root = contentRoot({ coaches: JSON.stringify([...coaches, maya], null, 2) });
  fs.writeFileSync(path.join(root, "static/videos/coaches", poster), Buffer.alloc(bytes));
  return root;
}

describe("a picture's weight", () => {
  it("refuses a phone's photo at the coach's photo field, naming the file and its weight", () => {
    const problems = checkContentOnDisk(rootWithNewCoach("img_2034.jpg", 2_700_000)).map(formatProblem);
    expect(problems).toEqual([expect.stringMatching(/^content\/coaches\/maya-levi\.json:\d+:\d+: בשדה "poster": /)]);
    expect(problems[0]).toContain(
      `static/videos/coaches/img_2034.jpg: התמונה שוקלת 2.7 מגה-בייט, יותר מ־${formatWeight(COACH_PHOTO.maxBytes)}, ` +
        `המשקל המרבי לתמונת מאמן. העלו אותה בעורך התוכן, שמקטין אותה בעצמו, או שמרו אותה ברוחב 480 פיקסלים ובגובה 640`,
    );
  });

  it("takes a photo of the kind's weight exactly, and refuses one byte more", () => {
    expect(checkContentOnDisk(rootWithNewCoach("maya.jpg", COACH_PHOTO.maxBytes))).toEqual([]);
    expect(checkContentOnDisk(rootWithNewCoach("maya.jpg", COACH_PHOTO.maxBytes + 1))).toEqual([
      expect.objectContaining({ file: "content/coaches/maya-levi.json", field: "poster" }),
    ]);
  });

  it("names a heavy picture that no field names by its own path", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "static/images/studio/IMG_0001.JPG"), Buffer.alloc(5_000_000));
    expect(checkContentOnDisk(root)).toEqual([
      {
        file: "static/images/studio/IMG_0001.JPG",
        message: expect.stringMatching(
          /^static\/images\/studio\/IMG_0001\.JPG: התמונה שוקלת 5 מגה-בייט, יותר מ־360 קילובייט/,
        ),
      },
    ]);
  });

  it("weighs pictures only: a coach's video is not a picture", () => {
    const root = contentRoot();
    fs.writeFileSync(path.join(root, "static/videos/coaches/amit-cohen.mp4"), Buffer.alloc(3_000_000));
    expect(checkContentOnDisk(root)).toEqual([]);
  });

  it("writes a weight as a phone shows it, rounded up", () => {
    expect(formatWeight(115_000)).toBe("115 קילובייט");
    expect(formatWeight(115_001)).toBe("116 קילובייט");
    expect(formatWeight(2_650_000)).toBe("2.7 מגה-בייט");
    expect(formatWeight(12_000_000)).toBe("12 מגה-בייט");
  });

  it("says the box as the guide does", () => {
    expect(boxInWords(COACH_PHOTO)).toBe("ברוחב 480 פיקסלים ובגובה 640");
    expect(boxInWords(PICTURE_SIZES["images/events"]!)).toBe("ברוחב ובגובה של עד 1200 פיקסלים");
  });
});
