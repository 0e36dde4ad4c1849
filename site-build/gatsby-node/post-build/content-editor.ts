import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { currentContent } from "../../content/editor-config";
import { editorReferences } from "../../content/editor-references";

/**
 * The content editor at /admin/content/ (Sveltia CMS, issue 32): its page and configuration are in
 * static/admin/content/; its script comes from the npm package (a development dependency: nothing of it is bundled
 * into the site's pages), with the fonts it names on cdn.jsdelivr.net served from the site instead: the package ships them.
 */
export const EDITOR_FOLDER = path.join("admin", "content");
export const EDITOR_SCRIPT = "sveltia-cms.js";
/** The editor page's guard on values (site-build/content/editor-field-guard.ts), as the page's module script. */
export const FIELD_GUARD_SCRIPT = "field-guard.js";
const FIELD_GUARD_SOURCE = path.join("site-build", "content", "editor-field-guard.ts");
/** What refers to what in the content, for the guard's question before a removal (editor-references.ts). */
export const REFERENCES_FILE = "references.json";
const FONTS_FOLDER = "fonts";
const PACKAGE = path.join("node_modules", "@sveltia", "cms");

/** Where the script looks for its own package (its version, to offer an update): the site's copy instead. */
const PACKAGE_URL = "`https://unpkg.com/@sveltia/cms`";
const PACKAGE_COPY = "package";

/** `https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2` and its parts. */
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/** The package's copy of a font: `npm/assets/source-sans-3-latin-wght-normal-BqRLTx4X.woff2`. */
const assetOf = (assets: readonly string[], family: string, subset: string) =>
  assets.find((asset) => asset.startsWith(`${family}-${subset}-`) && asset.endsWith(".woff2"));

/**
 * The editor's script with each font address on the CDN replaced by the site's copy, and the fonts to copy
 * (served name → package asset). Throws when the script names no font on the CDN (a new version loads them some other
 * way: look again) or a font the package does not ship.
 */
export function localFonts(script: string, assets: readonly string[], fontsPath: string) {
  const fonts = new Map<string, string>();
  const rewritten = script.replace(FONT_URL, (url, family: string, subset: string) => {
    const asset = assetOf(assets, family, subset);
    if (!asset) throw new Error(`The editor's script names ${url}, and the package ships no such font`);
    const served = `${family}-${subset}.woff2`;
    fonts.set(served, asset);
    return `${fontsPath}/${served}`;
  });
  if (fonts.size === 0)
    throw new Error(`The editor's script names no font on cdn.jsdelivr.net: check how it loads them`);
  if (rewritten.includes("cdn.jsdelivr.net")) throw new Error(`The editor's script still names cdn.jsdelivr.net`);
  return { script: rewritten, fonts };
}

/** The script with its package's address on unpkg.com replaced by `local`; throws when it is not named once. */
export function localPackage(script: string, local: string): string {
  const parts = script.split(PACKAGE_URL);
  if (parts.length !== 2)
    throw new Error(`The editor's script names ${PACKAGE_URL} ${parts.length - 1} times, not once`);
  return parts.join(`\`${local}\``);
}

/** A module of the guard as the browser loads it: `./editor-x` imported as `./editor-x.js`, beside it. */
function browserModule(source: string): { script: string; imports: string[] } {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2021 },
  });
  const imports: string[] = [];
  const script = outputText.replace(/from "\.\/([\w-]+)";/g, (_, name: string) => {
    imports.push(name);
    return `from "./${name}.js";`;
  });
  return { script, imports };
}

/** The guard's TypeScript as a browser module that installs it on the page it is loaded in, and the modules it imports. */
export function fieldGuardScript(source: string): string {
  const { script } = browserModule(source);
  if (!/export function installFieldGuard\(/.test(script)) {
    throw new Error(`${FIELD_GUARD_SOURCE} no longer exports installFieldGuard: the editor's page calls it`);
  }
  return `${script}installFieldGuard(window);\n`;
}

/** Writes the guard and the modules it imports (site-build/content/*.ts, as `*.js`) into `target`: how many modules. */
function writeFieldGuard(root: string, target: string): number {
  const read = (name: string) =>
    fs.readFileSync(path.join(root, path.dirname(FIELD_GUARD_SOURCE), `${name}.ts`), "utf8");
  const entry = fs.readFileSync(path.join(root, FIELD_GUARD_SOURCE), "utf8");
  fs.writeFileSync(path.join(target, FIELD_GUARD_SCRIPT), fieldGuardScript(entry));
  const pending = [...browserModule(entry).imports];
  const written = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (written.has(name)) continue;
    written.add(name);
    const { script, imports } = browserModule(read(name));
    fs.writeFileSync(path.join(target, `${name}.js`), script);
    pending.push(...imports);
  }
  return written.size;
}

/** Writes the editor's script and fonts into public/admin/content/, beside its page and configuration. */
export function writeContentEditor(root: string, publicDir: string): string {
  const packageDir = path.join(root, PACKAGE);
  const source = path.join(packageDir, "dist", EDITOR_SCRIPT);
  if (!fs.existsSync(source)) {
    throw new Error(`The content editor's package is not installed: run \`npm ci\` (missing ${source})`);
  }
  const assetsDir = path.join(packageDir, "npm", "assets");
  const target = path.join(publicDir, EDITOR_FOLDER);
  const base = `/${EDITOR_FOLDER.split(path.sep).join("/")}`;
  const fontsPath = `${base}/${FONTS_FOLDER}`;
  const local = localFonts(fs.readFileSync(source, "utf8"), fs.readdirSync(assetsDir), fontsPath);
  const script = localPackage(local.script, `${base}/${PACKAGE_COPY}`);
  const { fonts } = local;
  fs.mkdirSync(path.join(target, FONTS_FOLDER), { recursive: true });
  fs.mkdirSync(path.join(target, PACKAGE_COPY), { recursive: true });
  fs.writeFileSync(path.join(target, EDITOR_SCRIPT), script);
  const modules = writeFieldGuard(root, target);
  fs.writeFileSync(path.join(target, REFERENCES_FILE), JSON.stringify(editorReferences(currentContent(root))));
  fs.copyFileSync(path.join(packageDir, "package.json"), path.join(target, PACKAGE_COPY, "package.json"));
  for (const [served, asset] of fonts) {
    fs.copyFileSync(path.join(assetsDir, asset), path.join(target, FONTS_FOLDER, served));
    const license = `${served.split("-latin")[0]}.LICENSE.txt`;
    if (fs.existsSync(path.join(assetsDir, license))) {
      fs.copyFileSync(path.join(assetsDir, license), path.join(target, FONTS_FOLDER, license));
    }
  }
  const guard = `${FIELD_GUARD_SCRIPT} (and ${modules} modules it imports), ${REFERENCES_FILE}`;
  return `${EDITOR_SCRIPT} (${Math.round(script.length / 1024)} KB), ${guard} and ${fonts.size} fonts`;
}
