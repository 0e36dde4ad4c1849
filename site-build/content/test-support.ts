/**
 * Shared by the content tests. They break a frozen copy of the content (src/test-fixtures/content), so that an
 * editor's ordinary change to content/ (a price, a blocked date, a coach more, another order) leaves them green;
 * only "the shipped content passes the check" reads content/ itself. The copy keeps each kind as one list file
 * (classes.json), in the site's order; contentRoot writes a folder kind's list as its folder, a file per entry.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CONTENT_FILE_NAMES,
  CONTENT_FOLDER,
  contentFiles,
  contentPath,
  isFolder,
  type ContentFileName,
} from "../../src/content/content-files";
import { mediaValues } from "./content-json-schema";
import { entryFileTexts, readContentData, type EntryText } from "./content-on-disk";
import { withEveryPageWords } from "../../src/test-fixtures/page-words";

export const ROOT = path.resolve(__dirname, "../..");
const FIXTURE_ROOT = path.join(ROOT, "src/test-fixtures");

/** What content/ holds for `name`: a folder kind's entries as one list. */
export const readShipped = (name: ContentFileName): unknown => readContentData(ROOT, name);

/** The fixture's file of `name`: content/NAME.json, a folder kind's entries as one list. */
export function readFixture(name: ContentFileName): string {
  const text = fs.readFileSync(path.join(FIXTURE_ROOT, CONTENT_FOLDER, `${name}.json`), "utf8");
  if (name !== "ui") return text;
  // A new page's words, when the fixture has none written (src/test-fixtures/page-words.ts); else the text as it is.
  const ui = JSON.parse(text) as Record<string, unknown>;
  const words = withEveryPageWords(ui);
  return Object.keys(words).length === Object.keys(ui).length ? text : `${JSON.stringify(words, null, 2)}\n`;
}

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

/** A folder kind's list (the fixture's layout) as its entry files. */
export const entryFilesOf = (name: ContentFileName, listText: string): EntryText[] =>
  entryFileTexts(name, JSON.parse(listText) as unknown[]);

/**
 * A folder kind's list after an edit of the fixture's, as entry files: each entry in the file it had before the edit
 * (an edited key leaves its file's name as it was, as an editor's change does), entries added after them by key.
 */
export function editedEntryFiles(name: ContentFileName, edited: readonly unknown[]): EntryText[] {
  const before = entryFilesOf(name, readFixture(name));
  const after = entryFileTexts(name, edited);
  return after.map((entry, index) => (before[index] ? { ...before[index], text: entry.text } : entry));
}

/**
 * What to write for a content file: its text; for a folder kind, its list's text (written as entry files) or the
 * entry files themselves.
 */
export type ContentTexts = Partial<Record<ContentFileName, string | readonly EntryText[]>>;

/** A temporary project root holding content/ (the fixture, with `texts` written over its files) and its media. */
export function contentRoot(texts: ContentTexts = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  madeRoots.add(root);
  fs.mkdirSync(path.join(root, CONTENT_FOLDER));
  for (const name of CONTENT_FILE_NAMES) {
    const text = texts[name] ?? readFixture(name);
    if (!isFolder(name)) fs.writeFileSync(path.join(root, contentPath(name)), text as string);
    else {
      const entries = typeof text === "string" ? entryFilesOf(name, text) : text;
      if (entries.length > 0) fs.mkdirSync(path.join(root, contentPath(name)));
      for (const entry of entries) fs.writeFileSync(path.join(root, entry.file), entry.text);
    }
  }
  writeFixtureMedia(root);
  return root;
}
