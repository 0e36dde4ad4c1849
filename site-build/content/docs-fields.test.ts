/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contentFiles } from "../../src/content/content-files";
import { classSchema } from "../../src/content/model/classes";
import { ROOT } from "./test-support";
import { FIELDS_DOC, fieldsDoc } from "./fields-doc";

/**
 * The field tables that docs/ writes by hand hold to the content model (src/content/model/): they may describe a file
 * by the fields that matter most, but every field they name is the model's, in its order, and one they call optional
 * is. The reference of every field is docs/content-fields.md, written from the model, so a new field needs no line in
 * them.
 */
const read = (doc: string) => fs.readFileSync(path.join(ROOT, "docs", doc), "utf8");

const fieldsOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
const isOptional = (field: z.ZodType) => field._zod.optin === "optional";

/** The rows of the first Markdown table after `heading`, as cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.slice(markdown.indexOf(heading)).split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

/** The names in backquotes that a row gives at its top level (before any parenthesis), in order. */
const topLevelNames = (row: string) =>
  [...row.replace(/\([^()]*\)/g, "").matchAll(/`(\w+)`/g)].map((found) => found[1]!);

describe("docs/content.md's table of the content files", () => {
  const rows = read("content.md").split("\n");

  it("links the reference of every field", () => {
    expect(read("content.md")).toContain("[`content-fields.md`](content-fields.md)");
  });

  // ui.json's words are described by what they are, in a section of their own.
  const files = contentFiles().filter((file) => file.name !== "ui");
  it.each(files.map((file) => [file.name, file] as const))("names no field that %s does not have", (name, file) => {
    // A settings file's row (`site.json`), or a folder's (`classes/`), whose fields are each entry file's.
    const row = rows.find((line) => line.startsWith(`| \`${name}${file.folder ? "/" : ".json"}\``));
    expect(row).toBeDefined();
    const cells = row!.split("|").slice(2).join("|");
    const fields = Object.keys(fieldsOf(file.schema));
    const unknown = topLevelNames(cells).filter((named) => /^[a-z][A-Za-z]*$/.test(named) && !fields.includes(named));
    expect(unknown).toEqual([]);
  });
});

describe("docs/editing-json.md's table of a class's fields", () => {
  const rows = tableAfter(read("editing-json.md"), "| שדה ");
  const fields = fieldsOf(classSchema);
  const named = rows.map(([name]) => name!.replace(/`/g, ""));

  it("names the model's fields, in the model's order", () => {
    expect(named).toEqual(Object.keys(fields).filter((field) => named.includes(field)));
    expect(named.length).toBeGreaterThan(0);
  });

  it('says "לא חובה" (or when it is required) exactly of the optional fields it names', () => {
    const saysOptional = rows.filter(([, what]) => /לא חובה|חובה כש/.test(what!)).map(([name]) => name);
    const optional = named.filter((field) => isOptional(fields[field]!));
    expect(saysOptional).toEqual(optional.map((name) => `\`${name}\``));
  });
});

describe("docs/content-fields.md, the fields' reference", () => {
  // Prettier pads the tables and wraps the prose: compared without either.
  const unformatted = (markdown: string) =>
    markdown.replace(/ {2,}/g, " ").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim();

  it("is the content model's, as npm run content:schemas writes it", () => {
    const written = fs.readFileSync(path.join(ROOT, FIELDS_DOC), "utf8");
    expect(unformatted(written)).toBe(unformatted(fieldsDoc()));
  });

  it("names every field of every content file, nested ones by their path", () => {
    const written = fs.readFileSync(path.join(ROOT, FIELDS_DOC), "utf8");
    for (const file of contentFiles()) {
      for (const field of Object.keys(fieldsOf(file.folder ? file.schema : file.schema)))
        expect(written).toContain(`\`${field}\``);
    }
    expect(written).toContain("`schedule[].start`");
  });
});
