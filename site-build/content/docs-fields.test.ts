/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contentFiles, type ContentFileName } from "../../src/content/content-files";
import { classSchema } from "../../src/content/model/classes";
import { ROOT } from "./test-support";
import { FIELDS_DOC, fieldsDoc } from "./fields-doc";

/**
 * The field tables of docs/ hold to the content model (src/content/model/): a field added to the model and left out
 * of them, or called optional there when it is not, fails here.
 */
const read = (doc: string) => fs.readFileSync(path.join(ROOT, "docs", doc), "utf8");

/** Files whose row in docs/content.md describes their texts by what they are, not field by field. */
const DESCRIBED_BY_WHAT_THEY_ARE = new Set<ContentFileName>(["home", "ui"]);

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

describe("docs/content.md's table of the content files", () => {
  const rows = read("content.md").split("\n");
  const files = contentFiles().filter((file) => !DESCRIBED_BY_WHAT_THEY_ARE.has(file.name));

  it.each(files.map((file) => [file.name, file] as const))("names every field of %s", (name, file) => {
    // A settings file's row (`site.json`), or a folder's (`classes/`), whose fields are each entry file's.
    const row = rows.find((line) => line.startsWith(`| \`${name}${file.folder ? "/" : ".json"}\``));
    expect(row).toBeDefined();
    const missing = Object.keys(fieldsOf(file.schema)).filter((field) => !row!.includes(`\`${field}\``));
    expect(missing).toEqual([]);
  });
});

describe("docs/editing-json.md's table of a class's fields", () => {
  const rows = tableAfter(read("editing-json.md"), "| שדה ");
  const fields = fieldsOf(classSchema);

  it("lists the model's fields in the model's order", () => {
    expect(rows.map(([name]) => name!.replace(/`/g, ""))).toEqual(Object.keys(fields));
  });

  it('says "לא חובה" (or when it is required) exactly of the optional fields', () => {
    const saysOptional = rows.filter(([, what]) => /לא חובה|חובה כש/.test(what!)).map(([name]) => name);
    const optional = Object.entries(fields).filter(([, field]) => isOptional(field));
    expect(saysOptional).toEqual(optional.map(([name]) => `\`${name}\``));
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
