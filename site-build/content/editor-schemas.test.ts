/**
 * @jest-environment node
 *
 * The committed JSON Schemas and VS Code's mapping must be what model/ and content-files.ts make now:
 * after changing either, run `npm run content:schemas`.
 */
import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES, CONTENT_FOLDER, SCHEMAS_FOLDER } from "../../src/content/content-files";
import { schemaFiles, VSCODE_SETTINGS, vscodeJsonSchemas } from "./editor-schemas";
import { ROOT } from "./test-support";

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
const STALE = "out of step with src/content: run `npm run content:schemas`";

describe("the editors' schemas", () => {
  it.each(schemaFiles().map(({ path: file, schema }) => [file, schema] as const))(
    "%s is up to date",
    (file, schema) => {
      expect(fs.existsSync(path.join(ROOT, file)) ? readJson(file) : STALE).toEqual(schema);
    },
  );

  it("has no schema for a file that is not in the registry", () => {
    const committed = fs.readdirSync(path.join(ROOT, CONTENT_FOLDER, SCHEMAS_FOLDER)).sort();
    expect(committed).toEqual(CONTENT_FILE_NAMES.map((name) => `${name}.schema.json`).sort());
  });

  it("maps every content file to its schema for VS Code and github.dev", () => {
    expect((readJson(VSCODE_SETTINGS) as Record<string, unknown>)["json.schemas"]).toEqual(vscodeJsonSchemas());
  });

  it("holds no English twin to its Hebrew entry's schema (VS Code: the last matching pattern decides)", () => {
    const classes = vscodeJsonSchemas().find(({ url }) => url.endsWith("/classes.schema.json"))!;
    expect(classes.fileMatch).toEqual(["/content/classes/*.json", "!/content/classes/*.en.json"]);
  });

  it("describes every field in Hebrew and says what each field must look like", () => {
    for (const { schema } of schemaFiles()) {
      const text = JSON.stringify(schema);
      const descriptions = [...text.matchAll(/"description":"([^"]*)"/g)].map((match) => match[1]);
      expect(descriptions.length).toBeGreaterThan(3);
      expect(descriptions.filter((description) => !/[\u05d0-\u05ea]/.test(description ?? ""))).toEqual([]);
    }
    const site = JSON.stringify(schemaFiles().find(({ path: file }) => file.endsWith("site.schema.json"))?.schema);
    expect(site).toContain('"pattern":"^https://"');
    expect(site).toContain('"format":"email"');
    expect(site).toContain('"pattern":"^\\\\+[1-9]\\\\d{7,14}$"');
  });
});
