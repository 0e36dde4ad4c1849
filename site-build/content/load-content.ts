import fs from "node:fs";
import path from "node:path";
import {
  CONTENT_FILE_NAMES,
  CONTENT_FOLDER,
  SCHEMAS_FOLDER,
  contentFiles,
  contentPath,
  folderOf,
  type ContentFile,
  type ContentFileName,
  type MediaFolder,
} from "../../src/content/content-files";
import { inEntryOrder } from "../../src/content/entry-order";
import { slug } from "../../src/content/model/fields";
import { englishTwinPath } from "../../src/content/model/english";
import { englishTwinProblems } from "./english-twins";
import { readEntryTexts, type ContentText } from "./content-on-disk";
import { positionOfPath, syntaxError } from "./json-position";
import type { DiskPicture } from "./picture-weight";
import { PICTURE_SIZES, isPictureFile } from "../../src/content/picture-sizes";
import {
  rememberEntryFile,
  validateContent,
  type ContentFiles,
  type ContentProblem,
  type MediaExists,
} from "./validate-content";

/** A problem with the line and column it was found at, when it has a place in a file. */
export type LocatedProblem = ContentProblem & { line?: number; column?: number };

type ReadFile =
  | { name: ContentFileName; texts: ContentText[]; data: unknown; others?: LocatedProblem[] }
  | { problems: LocatedProblem[] };

function parsed({ file, text }: ContentText): { data: unknown } | { problem: LocatedProblem } {
  const syntax = syntaxError(text);
  return syntax ? { problem: { file, ...syntax } } : { data: JSON.parse(text) as unknown };
}

function readSingleFile(root: string, name: ContentFileName): ReadFile {
  const file = contentPath(name);
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, file), "utf8");
  } catch {
    return { problems: [{ file, message: "הקובץ חסר בתיקייה content/" }] };
  }
  const result = parsed({ file, text });
  return "problem" in result ? { problems: [result.problem] } : { name, texts: [{ file, text }], data: result.data };
}

const NOT_AN_ENTRY = "האתר לא קורא את זה: בתיקייה הזו יש רק קובצי ‎.json, קובץ לכל רשומה";

/**
 * A folder kind's entry files, as the list the site reads, in the site's order. One file that is not JSON (or a
 * folder that should be there and is not) leaves the whole kind out of the checks that read it: they would report
 * what is missing from it again.
 */
function readFolder(root: string, file: ContentFile): ReadFile {
  const folder = folderOf(file.name)!;
  const read = readEntryTexts(root, file.name);
  // Git keeps no empty folder: a folder without entries is not there at all.
  if (!read) return { name: file.name, texts: [], data: [] };
  const others = read.others.map((other) => ({ file: other, message: NOT_AN_ENTRY }));
  const results = read.entries.map((entry) => ({ entry, result: parsed(entry) }));
  const broken = results.flatMap(({ result }) => ("problem" in result ? [result.problem] : []));
  if (broken.length > 0) return { problems: [...broken, ...others] };
  const entries = inEntryOrder(
    folder,
    results.map(({ entry, result }) => ({ base: entry.base, data: (result as { data: unknown }).data })),
  );
  for (const { base, data } of entries) rememberEntryFile(data, base);
  return { name: file.name, texts: read.entries, data: entries.map(({ data }) => data), others };
}

/**
 * An entry file whose name is not its key (or, for a kind without one, not a name a web address can hold). A key
 * that is no slug, or that another file is named by, is left to the check of the key itself, which says more.
 */
function fileNameProblems(root: string, name: ContentFileName): LocatedProblem[] {
  const folder = folderOf(name);
  const read = folder && readEntryTexts(root, name);
  if (!read) return [];
  return read.entries.flatMap(({ base, file, text }) => {
    const data = parsed({ file, text });
    if ("problem" in data) return [];
    const key = folder.key && (data.data as Record<string, unknown> | null)?.[folder.key];
    const otherFile = read.entries.some((entry) => entry.base === key);
    if (folder.key && typeof key === "string" && key !== base && slug.safeParse(key).success && !otherFile) {
      const message = `שם הקובץ צריך להיות כמו ה־${folder.key} שבתוכו: "${key}.json" (או שה־${folder.key} יהיה "${base}")`;
      return [{ file, field: folder.key, message, path: [folder.key], ...positionOfPath(text, [folder.key]) }];
    }
    if (!folder.key && !slug.safeParse(base).success)
      return [{ file, message: "שם הקובץ צריך להיות באותיות לטיניות קטנות, ספרות ומקפים בלבד, ואחריו ‎.json" }];
    return [];
  });
}

/**
 * JSON files and folders in content/ that the site does not read: a misspelt or misplaced file (content/classes.json
 * beside content/classes/) is reported, not ignored.
 */
function unknownFiles(root: string): LocatedProblem[] {
  const known = new Set(CONTENT_FILE_NAMES.map((name) => (folderOf(name) ? `${name}/` : `${name}.json`)));
  const twins = CONTENT_FILE_NAMES.filter((name) => !folderOf(name)).map((name) => englishTwinPath(`${name}.json`));
  return fs
    .readdirSync(path.join(root, CONTENT_FOLDER), { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .filter((entry) => (entry.endsWith(".json") || entry.endsWith("/")) && !known.has(entry) && !twins.includes(entry))
    .filter((entry) => entry !== `${SCHEMAS_FOLDER}/` && !entry.startsWith("."))
    .map((entry) => ({
      file: `${CONTENT_FOLDER}/${entry}`,
      message: `האתר לא קורא את הקובץ הזה (אולי שמו כתוב אחרת, או שמקומו בתיקייה?). קובצי התוכן ותיקיותיו הם: ${[...known].join(", ")}`,
    }));
}

/** The pictures in each folder of pictures below `root`/static, with their weights. */
function picturesOnDisk(root: string): DiskPicture[] {
  return (Object.keys(PICTURE_SIZES) as MediaFolder[]).flatMap((folder) => {
    const dir = path.join(root, "static", folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isPictureFile(entry.name))
      .map((entry) => ({ folder, file: entry.name, bytes: fs.statSync(path.join(dir, entry.name)).size }));
  });
}

/**
 * Reads every content file below `root` and returns everything that is wrong with them, each with its line and
 * column: a file that cannot be read or parsed is reported and the others are still checked.
 */
export function checkContentOnDisk(root: string): LocatedProblem[] {
  const read = contentFiles().map((file) => (file.folder ? readFolder(root, file) : readSingleFile(root, file.name)));
  const files = read.flatMap((result) => ("problems" in result ? [] : [result]));
  const unreadable = [
    ...read.flatMap((result) => ("problems" in result ? result.problems : [])),
    ...files.flatMap(({ others }) => others ?? []),
    ...unknownFiles(root),
    ...CONTENT_FILE_NAMES.flatMap((name) => fileNameProblems(root, name)),
  ];
  const data: Partial<ContentFiles> = Object.fromEntries(files.map(({ name, data }) => [name, data]));
  const texts = Object.fromEntries(files.flatMap(({ texts }) => texts.map(({ file, text }) => [file, text])));
  const mediaExists: MediaExists = (folder, file) => fs.existsSync(path.join(root, "static", folder, file));
  const checked = validateContent(data, mediaExists, picturesOnDisk(root)).map((problem) => {
    const text = texts[problem.file];
    const position = text !== undefined && problem.path ? positionOfPath(text, problem.path) : undefined;
    return { ...problem, ...position };
  });
  return [...unreadable, ...checked, ...englishTwinProblems(root)];
}
