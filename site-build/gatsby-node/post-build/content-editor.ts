import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { currentContent, withSignInRelay } from "../../content/editor-config";
import { editorReferences } from "../../content/editor-references";
import { editorPictureKinds } from "../../content/editor-picture-kinds";
import { PICTURE_KINDS_FILE } from "../../content/editor-photo-guard";
import { withHebrewInterface, writeHebrewStrings } from "./editor-locale";
import { withDisabledLanguageMended } from "./editor-script-fixes";

/**
 * The content editor at /admin/content/ (Sveltia CMS, issue 32): its page and configuration are in
 * static/admin/content/; its script comes from the npm package (a development dependency: nothing of it is bundled
 * into the site's pages), with the fonts it names on cdn.jsdelivr.net served from the site instead: the package ships them.
 * The build moves the whole folder, with whatever static/admin/content/ holds, to the editor's own site
 * (editor-site.ts), and writes the script, fonts and guard there.
 */
export const EDITOR_FOLDER = path.join("admin", "content");
/** The editor's address on its site: /admin/content. */
export const EDITOR_PATH = `/${EDITOR_FOLDER.split(path.sep).join("/")}`;
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
/**
 * The script reads `<package>/package.json` for the latest version; the copy is served as version.json, since no
 * file named package.json may be deployed (the deploy job refuses one anywhere: it could steer npm).
 */
const VERSION_FILE = "version.json";
const CONFIG_FILE = "config.json";

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

/**
 * The script with its package's address on unpkg.com replaced by `local`, and its package.json read as VERSION_FILE;
 * throws when either is not named once.
 */
export function localPackage(script: string, local: string): string {
  const parts = script.split(PACKAGE_URL);
  if (parts.length !== 2)
    throw new Error(`The editor's script names ${PACKAGE_URL} ${parts.length - 1} times, not once`);
  const versionFile = /`\$\{([\w$]+)\}\/package\.json`/g;
  const reads = parts[1]!.match(versionFile) ?? [];
  if (reads.length !== 1) throw new Error(`The editor's script reads its package.json ${reads.length} times, not once`);
  return [parts[0], parts[1]!.replace(versionFile, `\`\${$1}/${VERSION_FILE}\``)].join(`\`${local}\``);
}

/**
 * Moves the editor's folder, as the build copied it from static/, out of the public site into `editorDir`: whatever
 * it holds goes with it. Throws when the build made none.
 */
export function moveEditorFolder(publicDir: string, editorDir: string) {
  const from = path.join(publicDir, EDITOR_FOLDER);
  if (!fs.existsSync(from)) throw new Error(`The build made no ${from}: static/${EDITOR_FOLDER} is missing`);
  fs.rmSync(editorDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(path.join(editorDir, EDITOR_FOLDER)), { recursive: true });
  fs.renameSync(from, path.join(editorDir, EDITOR_FOLDER));
}

/** The editor's configuration file with the sign-in relay's address, when one is configured. */
function configureSignIn(target: string, signInUrl: string | null) {
  if (!signInUrl) return;
  const file = path.join(target, CONFIG_FILE);
  const config = JSON.parse(fs.readFileSync(file, "utf8")) as { backend: object };
  fs.writeFileSync(file, `${JSON.stringify(withSignInRelay(config, signInUrl))}\n`);
}

/** A module of the guard as the browser loads it: `./editor-x` imported as `./editor-x.js`, beside it. */
export function browserModule(source: string): { script: string; imports: string[] } {
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

/**
 * Moves the editor's folder from public/ to `editorDir` and writes its script and fonts there, beside its page and
 * configuration, which signs in through `signInUrl` when one is given.
 */
export function writeContentEditor(root: string, publicDir: string, editorDir: string, signInUrl: string | null) {
  moveEditorFolder(publicDir, editorDir);
  return writeEditorFiles(root, editorDir, signInUrl);
}

/**
 * Writes the editor's script, fonts, guard, references and picture sizes beside its page and configuration in `siteDir`'s editor
 * folder: the editor's own site after a build, public/ under the development server (develop-editor.ts).
 */
export function writeEditorFiles(root: string, siteDir: string, signInUrl: string | null) {
  const packageDir = path.join(root, PACKAGE);
  const source = path.join(packageDir, "dist", EDITOR_SCRIPT);
  if (!fs.existsSync(source)) {
    throw new Error(`The content editor's package is not installed: run \`npm ci\` (missing ${source})`);
  }
  const assetsDir = path.join(packageDir, "npm", "assets");
  const target = path.join(siteDir, EDITOR_FOLDER);
  configureSignIn(target, signInUrl);
  const base = EDITOR_PATH;
  const fontsPath = `${base}/${FONTS_FOLDER}`;
  const local = localFonts(fs.readFileSync(source, "utf8"), fs.readdirSync(assetsDir), fontsPath);
  const script = withDisabledLanguageMended(withHebrewInterface(localPackage(local.script, `${base}/${PACKAGE_COPY}`)));
  const { fonts } = local;
  fs.mkdirSync(path.join(target, FONTS_FOLDER), { recursive: true });
  fs.mkdirSync(path.join(target, PACKAGE_COPY), { recursive: true });
  fs.writeFileSync(path.join(target, EDITOR_SCRIPT), script);
  const modules = writeFieldGuard(root, target);
  fs.writeFileSync(path.join(target, REFERENCES_FILE), JSON.stringify(editorReferences(currentContent(root))));
  fs.writeFileSync(path.join(target, PICTURE_KINDS_FILE), JSON.stringify(editorPictureKinds()));
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  fs.writeFileSync(path.join(target, PACKAGE_COPY, VERSION_FILE), `${JSON.stringify({ version })}\n`);
  writeHebrewStrings(root, target, PACKAGE_COPY, version);
  for (const [served, asset] of fonts) {
    fs.copyFileSync(path.join(assetsDir, asset), path.join(target, FONTS_FOLDER, served));
    const license = `${served.split("-latin")[0]}.LICENSE.txt`;
    if (fs.existsSync(path.join(assetsDir, license))) {
      fs.copyFileSync(path.join(assetsDir, license), path.join(target, FONTS_FOLDER, license));
    }
  }
  const guard = `${FIELD_GUARD_SCRIPT} (and ${modules} modules it imports), ${REFERENCES_FILE}, ${PICTURE_KINDS_FILE}`;
  const signIn = signInUrl ? `sign-in through ${signInUrl}` : "sign-in with a token (no EDITOR_SIGN_IN_URL)";
  return `${EDITOR_SCRIPT} (${Math.round(script.length / 1024)} KB, in Hebrew), ${guard} and ${fonts.size} fonts, ${signIn}`;
}
