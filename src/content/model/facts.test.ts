import { z } from "zod";
import { classSchema } from "./classes";
import { fieldsWithFacts, visitorText, visitorTexts, withFacts } from "./facts";
import { text } from "./fields";

describe("the facts of a content field", () => {
  const entry = z.strictObject({
    title: visitorText(text),
    slug: text,
    lines: visitorText(z.array(text)),
    price: z.strictObject({ note: visitorText(text.optional()), amount: z.number() }).optional(),
    coach: withFacts({ refersTo: { file: "coaches", key: "slug", label: "name" } }, text),
  });

  it("finds each field's facts, in the model's order, through optional fields, objects and lists", () => {
    expect(fieldsWithFacts(z.array(entry)).map(({ path }) => path.join("."))).toEqual([
      "*.title",
      "*.lines",
      "*.price.note",
      "*.coach",
    ]);
  });

  it("leaves the shared field types without facts: a copy takes them", () => {
    expect(fieldsWithFacts(z.strictObject({ plain: text }))).toEqual([]);
  });

  it("reads the texts a visitor reads, a list's lines one by one, with where each is", () => {
    const data = { title: "כותרת", slug: "x", lines: ["אחת", "שתיים"], price: { note: "הערה", amount: 1 }, coach: "c" };
    expect(visitorTexts(entry, data)).toEqual([
      { path: ["title"], text: "כותרת" },
      { path: ["lines", 0], text: "אחת" },
      { path: ["lines", 1], text: "שתיים" },
      { path: ["price", "note"], text: "הערה" },
    ]);
    expect(visitorTexts(entry, { ...data, price: undefined })).toHaveLength(3);
  });

  it("states of a class which texts a visitor reads and which fields refer to other files", () => {
    const facts = fieldsWithFacts(classSchema).map(({ path, facts }) => [path.join("."), Object.keys(facts)[0]]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ["title", "visitorReads"],
        ["price.note", "visitorReads"],
        ["howToJoin", "visitorReads"],
        ["coaches", "refersTo"],
        ["sport", "refersTo"],
      ]),
    );
    expect(facts).not.toContainEqual(["slug", expect.anything()]);
  });
});
