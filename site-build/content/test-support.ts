/**
 * Shared by the content tests. They break a frozen copy of the content (src/test-fixtures/content), so that an
 * editor's ordinary change to content/ (a price, a blocked date, a coach more, another order) leaves them green;
 * only "the shipped content passes the check" reads content/ itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CONTENT_FILE_NAMES,
  CONTENT_FOLDER,
  contentFiles,
  contentPath,
  type ContentFileName,
} from "../../src/content/content-files";
import { mediaValues } from "./content-json-schema";

export const ROOT = path.resolve(__dirname, "../..");
const FIXTURE_ROOT = path.join(ROOT, "src/test-fixtures");

export const readShipped = (name: ContentFileName): string =>
  fs.readFileSync(path.join(ROOT, contentPath(name)), "utf8");

export const readFixture = (name: ContentFileName): string =>
  fs.readFileSync(path.join(FIXTURE_ROOT, contentPath(name)), "utf8");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContent = Record<ContentFileName, any>;

/** A fresh, deep copy of the fixture content, for each test to break in its own way. */
export function fixtureContent(): AnyContent {
  return Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, JSON.parse(readFixture(name))])) as AnyContent;
}

/** Empty files under `root`/static for every media file that the fixture content names. */
function writeFixtureMedia(root: string) {
  const content = fixtureContent();
  for (const file of contentFiles()) {
    if (!file.mediaFolder) continue;
    const folder = path.join(root, "static", file.mediaFolder);
    fs.mkdirSync(folder, { recursive: true });
    for (const { value } of mediaValues(file, content[file.name])) fs.writeFileSync(path.join(folder, value), "");
  }
}

/** The temporary roots made so far: removed when the test file's tests end, or when a script that made them exits. */
const madeRoots = new Set<string>();
const removeMadeRoots = () => {
  for (const root of madeRoots) fs.rmSync(root, { recursive: true, force: true });
  madeRoots.clear();
};
if (typeof globalThis.afterAll === "function") globalThis.afterAll(removeMadeRoots);
else process.once("exit", removeMadeRoots);

/** A temporary project root holding content/ (the fixture, with `texts` written over its files) and its media. */
export function contentRoot(texts: Partial<Record<ContentFileName, string>> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  madeRoots.add(root);
  fs.mkdirSync(path.join(root, CONTENT_FOLDER));
  for (const name of CONTENT_FILE_NAMES)
    fs.writeFileSync(path.join(root, contentPath(name)), texts[name] ?? readFixture(name));
  writeFixtureMedia(root);
  return root;
}
