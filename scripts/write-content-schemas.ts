// `npm run content:schemas`: writes content/schemas/*.schema.json, the json.schemas mapping of .vscode/settings.json,
// the content editor's configuration (static/admin/content/config.json) and the fields' reference
// (docs/content-fields.md) from src/content/ (run it after changing src/content/model/ or content-files.ts).
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { currentEditorConfig, EDITOR_CONFIG_FILE } from "../site-build/content/editor-config";
import { schemaFiles, VSCODE_SETTINGS, vscodeJsonSchemas } from "../site-build/content/editor-schemas";
import { FIELDS_DOC, fieldsDoc } from "../site-build/content/fields-doc";

const root = path.resolve(__dirname, "..");

/** `text` formatted as Prettier formats the file, then written. */
async function writeFormatted(file: string, text: string) {
  const absolute = path.join(root, file);
  const options = await prettier.resolveConfig(absolute);
  const formatted = await prettier.format(text, { ...options, filepath: absolute });
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, formatted);
  console.log(`wrote ${file}`);
}

const writeJson = (file: string, value: unknown) => writeFormatted(file, JSON.stringify(value));

async function main() {
  for (const { path: file, schema } of schemaFiles()) await writeJson(file, schema);
  const settingsFile = path.join(root, VSCODE_SETTINGS);
  const settings = fs.existsSync(settingsFile) ? (JSON.parse(fs.readFileSync(settingsFile, "utf8")) as object) : {};
  await writeJson(VSCODE_SETTINGS, { ...settings, "json.schemas": vscodeJsonSchemas() });
  await writeJson(EDITOR_CONFIG_FILE, currentEditorConfig(root));
  await writeFormatted(FIELDS_DOC, fieldsDoc());
}

void main();
