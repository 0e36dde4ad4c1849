/**
 * How the content is laid out on disk: a file per settings file (content/site.json) and a folder of entry files per
 * kind that the registry keeps as a folder (content/classes/tissu.json). Everything that reads content/ outside
 * Gatsby (the check, the launch check, the routes, the editor's configuration, the tests) reads it through here, and
 * gets each folder as the list it stands for, in the site's order (src/content/entry-order.ts).
 */
import fs from "node:fs";
import path from "node:path";
import {
  CONTENT_FILE_NAMES,
  contentPath,
  entryPath,
  folderOf,
  type ContentFileName,
  type ContentOf,
} from "../../src/content/content-files";
import { inEntryOrder } from "../../src/content/entry-order";
import { englishTwinPath, isEnglishTwinPath } from "../../src/content/english-twin-path";

/** One file of content/: its path from the project root, e.g. content/classes/tissu.json, and its text. */
export interface ContentText {
  file: string;
  text: string;
}

/** An entry file's name without .json (its key), and what it holds. */
export interface EntryText extends ContentText {
  base: string;
}

/** Names that a folder holds besides entry files and that are not content: the editor's and git's own. */
const isHidden = (entry: string) => entry.startsWith(".");

/**
 * The entry files of a folder kind, by file name; undefined when the folder does not exist (git keeps no empty
 * folder, so a kind without entries has none). `englishTwins`: the entries' English texts (tissu.en.json, whose
 * `base` is "tissu.en"); `others`: what else is in the folder (not .json files, folders).
 */
export function readEntryTexts(
  root: string,
  name: ContentFileName,
): { entries: EntryText[]; englishTwins: EntryText[]; others: string[] } | undefined {
  const folder = path.join(root, contentPath(name));
  if (!fs.existsSync(folder)) return undefined;
  const names = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !isHidden(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const isTwin = (entry: fs.Dirent) => entry.isFile() && isEnglishTwinPath(entry.name);
  const isEntry = (entry: fs.Dirent) => entry.isFile() && entry.name.endsWith(".json") && !isTwin(entry);
  const read = (entry: fs.Dirent): EntryText => {
    const file = `${contentPath(name)}/${entry.name}`;
    return { base: entry.name.slice(0, -".json".length), file, text: fs.readFileSync(path.join(root, file), "utf8") };
  };
  return {
    entries: names.filter(isEntry).map(read),
    englishTwins: names.filter(isTwin).map(read),
    others: names
      .filter((entry) => !isEntry(entry) && !isTwin(entry))
      .map((entry) => `${contentPath(name)}/${entry.name}`),
  };
}

/** Every file of content/ (entry files in the site's order), for tools that read texts, not data. */
export function readContentTexts(root: string, name: ContentFileName): ContentText[] {
  const folder = folderOf(name);
  if (!folder) return [{ file: contentPath(name), text: fs.readFileSync(path.join(root, contentPath(name)), "utf8") }];
  const entries = readEntryTexts(root, name)?.entries ?? [];
  return inEntryOrder(
    folder,
    entries.map((entry) => ({ ...entry, data: JSON.parse(entry.text) as unknown })),
  );
}

/**
 * The content of `name` below `root` as the site reads it: a settings file's JSON, or a folder's entries as a list
 * in the site's order. Throws on a file that is not JSON (the check says where).
 */
export function readContentData<Name extends ContentFileName>(root: string, name: Name): ContentOf<Name> {
  const texts = readContentTexts(root, name);
  if (!folderOf(name)) return JSON.parse(texts[0]!.text) as ContentOf<Name>;
  return texts.map(({ text }) => JSON.parse(text) as unknown) as ContentOf<Name>;
}

/** How many files content/ holds: each settings file and each entry file of the folders, and their English twins. */
export const contentFileCount = (root: string): number =>
  CONTENT_FILE_NAMES.reduce((count, name) => {
    if (!folderOf(name))
      return count + 1 + (fs.existsSync(path.join(root, englishTwinPath(contentPath(name)))) ? 1 : 0);
    const read = readEntryTexts(root, name);
    return count + (read ? read.entries.length + read.englishTwins.length : 0);
  }, 0);

/** A list as its folder's files: each entry, laid out as the editor writes it, under the name its key gives. */
export function entryFileTexts(name: ContentFileName, entries: readonly unknown[]): EntryText[] {
  const folder = folderOf(name);
  if (!folder) throw new Error(`${name} is not kept as a folder`);
  return entries.map((entry, index) => {
    const key = folder.key ? (entry as Record<string, unknown>)[folder.key] : undefined;
    const base = typeof key === "string" ? key : `entry-${index + 1}`;
    return { base, file: entryPath(name, base), text: `${JSON.stringify(entry, null, 2)}\n` };
  });
}
