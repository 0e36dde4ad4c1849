/**
 * What editors' tools read: the JSON Schema of each content file (committed in content/schemas/; a folder kind's is
 * one entry file's) and VS Code's mapping from each file to its schema (.vscode/settings.json, also used by
 * github.dev). Some files are lists, which cannot carry a `$schema` key, so the mapping is the one way for all of
 * them. `npm run content:schemas` writes both; a unit test fails when they are out of step with model/.
 */
import { contentFiles, contentPath, schemaPath } from "../../src/content/content-files";
import { contentJsonSchema, type JsonSchema } from "./content-json-schema";
import { ENGLISH } from "../../src/content/english-twin-path";

export const VSCODE_SETTINGS = ".vscode/settings.json";

export const schemaFiles = (): { path: string; schema: JsonSchema }[] =>
  contentFiles().map((file) => ({ path: schemaPath(file.name), schema: contentJsonSchema(file) }));

/** Each file's schema; an entry's English twin (tissu.en.json) is not held to the Hebrew entry's schema. */
export const vscodeJsonSchemas = (): { fileMatch: string[]; url: string }[] =>
  contentFiles().map((file) => ({
    fileMatch: file.folder
      ? [`/${contentPath(file.name)}/*.json`, `!/${contentPath(file.name)}/*.${ENGLISH}.json`]
      : [`/${contentPath(file.name)}`],
    url: `./${schemaPath(file.name)}`,
  }));
