import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentOnDisk } from "./load-content";
import { formatProblems, validateContent, type ContentFiles } from "./validate-content";

const ROOT = path.resolve(__dirname, "../../..");
const NAMES = ["site", "classes", "coaches", "studio", "booking", "home", "shop"] as const;

/** A fresh, deep copy of the shipped content, for each test to break in its own way. */
function shippedContent(): Record<keyof ContentFiles, any> {
  return Object.fromEntries(
    NAMES.map((name) => [name, JSON.parse(fs.readFileSync(path.join(ROOT, "content", `${name}.json`), "utf8"))]),
  ) as Record<keyof ContentFiles, any>;
}

const allMediaExists = () => true;
const messages = (content: ContentFiles) => validateContent(content, allMediaExists).map((p) => formatProblems([p]));

describe("validateContent", () => {
  it("accepts the shipped content, with every media file in place", () => {
    expect(checkContentOnDisk(ROOT)).toEqual([]);
  });

  it("names file, entry and field of a missing required field", () => {
    const content = shippedContent();
    delete content.classes[2].title;
    expect(validateContent(content, allMediaExists)).toEqual([
      { file: "content/classes.json", entry: '"muaythai-kids"', field: "title", message: "is required but missing" },
    ]);
  });

  it("reports a wrong type", () => {
    const content = shippedContent();
    content.booking.priceILS = "60";
    expect(validateContent(content, allMediaExists)).toEqual([
      { file: "content/booking.json", field: "priceILS", message: "must be a number" },
    ]);
  });

  it("reports a misspelt field as unknown", () => {
    const content = shippedContent();
    content.coaches[0].nmae = "x";
    expect(validateContent(content, allMediaExists)[0]).toMatchObject({
      file: "content/coaches.json",
      entry: '"amit-cohen"',
      field: "nmae",
    });
  });

  it("refuses opening hours that close before they open, and a social profile that is not an address", () => {
    const content = shippedContent();
    content.site.openingHours[1].closes = "09:00";
    content.site.social.instagram = "motionlab";
    expect(validateContent(content, allMediaExists)).toEqual([
      { file: "content/site.json", field: "openingHours[1].closes", message: "must close after it opens" },
      { file: "content/site.json", field: "social.instagram", message: "must be an http(s) URL" },
    ]);
  });

  it("asks for the alt text of a class picture", () => {
    const content = shippedContent();
    delete content.classes[7].imageAlt;
    expect(validateContent(content, allMediaExists)).toEqual([
      {
        file: "content/classes.json",
        entry: '"tissu"',
        field: "imageAlt",
        message: "must describe the picture named in image (what it shows)",
      },
    ]);
  });

  it("reports an entry without a slug by its number", () => {
    const content = shippedContent();
    content.studio[3].alt = "";
    expect(validateContent(content, allMediaExists)).toEqual([
      { file: "content/studio.json", entry: "#4", field: "alt", message: "must not be empty" },
    ]);
  });

  it("asks for {price} in the try-out note, so the price comes from booking.json", () => {
    const content = shippedContent();
    content.home.trialNote = "מחיר מיוחד: 60 ₪ בלבד.";
    expect(validateContent(content, allMediaExists)).toEqual([
      {
        file: "content/home.json",
        field: "trialNote",
        message: "must say {price} where the try-out price (content/booking.json) goes",
      },
    ]);
  });

  it("reports an unknown menu group", () => {
    const content = shippedContent();
    content.classes[0].group = "teens";
    const [problem] = validateContent(content, allMediaExists);
    expect(problem).toMatchObject({ file: "content/classes.json", entry: '"tricking-kids"', field: "group" });
    expect(problem?.message).toMatch(/kids/);
  });

  it("reports a duplicate slug", () => {
    const content = shippedContent();
    content.classes[1].slug = content.classes[0].slug;
    expect(validateContent(content, allMediaExists)).toContainEqual({
      file: "content/classes.json",
      entry: '"tricking-kids"',
      field: "slug",
      message: "is used by an earlier entry too",
    });
  });

  it("reports a class naming a coach who does not exist", () => {
    const content = shippedContent();
    content.classes[4].coaches = ["nobody-here"];
    expect(messages(content)).toEqual([
      expect.stringContaining(
        'content/classes.json, entry "tricking-adults", field "coaches[0]": names coach "nobody-here", who is not in content/coaches.json',
      ),
    ]);
  });

  it("reports malformed and impossible dates", () => {
    const content = shippedContent();
    content.booking.blockedDates = ["2025-07-18", "18/07/2025", "2025-02-30"];
    const problems = validateContent(content, allMediaExists);
    expect(problems.map((p) => p.field)).toEqual(["blockedDates[1]", "blockedDates[2]"]);
    expect(problems[0]?.message).toBe("must be a date written YYYY-MM-DD");
  });

  it("reports a phone number that is not in international form", () => {
    const content = shippedContent();
    content.site.phone = "050-1234567";
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({ file: "content/site.json", field: "phone" }),
    ]);
  });

  it("reports a schedule slot that ends before it starts", () => {
    const content = shippedContent();
    content.classes[0].schedule[0] = { day: "sunday", start: "18:00", end: "17:00" };
    expect(validateContent(content, allMediaExists)).toEqual([
      expect.objectContaining({
        entry: '"tricking-kids"',
        field: "schedule[0].end",
        message: "must end after it starts",
      }),
    ]);
  });

  it("reports an about heading without the {brand} marker", () => {
    const content = shippedContent();
    content.home.aboutHeading = "מה זה הסטודיו?";
    expect(validateContent(content, allMediaExists)).toEqual([
      {
        file: "content/home.json",
        field: "aboutHeading",
        message: "must say {brand} where the studio's name (content/site.json) goes",
      },
    ]);
  });

  it("reports a media file that is not there", () => {
    const content = shippedContent();
    content.studio[1].img = "no-such-picture.jpg";
    const exists = (folder: string, file: string) => file !== "no-such-picture.jpg";
    expect(validateContent(content, exists)).toEqual([
      {
        file: "content/studio.json",
        entry: "#2",
        field: "img",
        message: 'names "no-such-picture.jpg", but static/images/studio/no-such-picture.jpg does not exist',
      },
    ]);
  });

  it("reports a default sport that is not offered and a class sport that is unknown", () => {
    const content = shippedContent();
    content.booking.defaultSport = "Parkour";
    content.classes[0].sport = "Parkour";
    expect(validateContent(content, allMediaExists).map((p) => `${p.file} ${p.field}`)).toEqual([
      "content/classes.json sport",
      "content/booking.json defaultSport",
    ]);
  });
});

describe("checkContentOnDisk", () => {
  it("names a file that is not valid JSON", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    fs.writeFileSync(path.join(root, "content", "home.json"), '{ "heroTagline": ');
    const problems = checkContentOnDisk(root);
    expect(problems).toEqual([expect.objectContaining({ file: "content/home.json" })]);
    expect(problems[0]?.message).toMatch(/^is not valid JSON/);
  });
});

describe("formatProblems", () => {
  it("writes one line per problem under a heading", () => {
    expect(
      formatProblems([
        { file: "content/classes.json", entry: '"tissu"', field: "title", message: "is required but missing" },
        { file: "content/site.json", message: "is missing" },
      ]),
    ).toBe(
      [
        "The content in content/ has 2 problems:",
        '  - content/classes.json, entry "tissu", field "title": is required but missing',
        "  - content/site.json: is missing",
      ].join("\n"),
    );
  });
});
