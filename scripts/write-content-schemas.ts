// `npm run content:schemas`: writes content/schemas/*.schema.json, the json.schemas mapping of .vscode/settings.json
// and the content editor's configuration (static/admin/content/config.json) from src/content/ (run it after
// changing src/content/model/ or content-files.ts).
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { currentEditorConfig, EDITOR_CONFIG_FILE } from "../site-build/content/editor-config";
import { schemaFiles, VSCODE_SETTINGS, vscodeJsonSchemas } from "../site-build/content/editor-schemas";

const root = path.resolve(__dirname, "..");

async function writeJson(file: string, value: unknown) {
  const absolute = path.join(root, file);
  const options = await prettier.resolveConfig(absolute);
  const text = await prettier.format(JSON.stringify(value), { ...options, filepath: absolute });
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, text);
  console.log(`wrote ${file}`);
}

async function main() {
  for (const { path: file, schema } of schemaFiles()) await writeJson(file, schema);
  const settingsFile = path.join(root, VSCODE_SETTINGS);
  const settings = fs.existsSync(settingsFile) ? (JSON.parse(fs.readFileSync(settingsFile, "utf8")) as object) : {};
  await writeJson(VSCODE_SETTINGS, { ...settings, "json.schemas": vscodeJsonSchemas() });
  await writeJson(EDITOR_CONFIG_FILE, currentEditorConfig(root));
}

void main();
