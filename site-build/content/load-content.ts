import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILE_NAMES, CONTENT_FOLDER, contentPath, type ContentFileName } from "../../src/content/content-files";
import { positionOfPath, syntaxError } from "./json-position";
import { validateContent, type ContentFiles, type ContentProblem, type MediaExists } from "./validate-content";

/** A problem with the line and column it was found at, when it has a place in a file. */
export type LocatedProblem = ContentProblem & { line?: number; column?: number };

type ReadFile = { name: ContentFileName; text: string; data: unknown } | { problem: LocatedProblem };

function readContentFile(root: string, name: ContentFileName): ReadFile {
  const file = contentPath(name);
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, file), "utf8");
  } catch {
    return { problem: { file, message: "הקובץ חסר בתיקייה content/" } };
  }
  const syntax = syntaxError(text);
  if (syntax) return { problem: { file, ...syntax } };
  return { name, text, data: JSON.parse(text) as unknown };
}

/** JSON files in content/ that the site does not read: a misspelt or misplaced file is reported, not ignored. */
function unknownFiles(root: string): LocatedProblem[] {
  const known = new Set(CONTENT_FILE_NAMES.map((name) => `${name}.json`));
  return fs
    .readdirSync(path.join(root, CONTENT_FOLDER))
    .filter((entry) => entry.endsWith(".json") && !known.has(entry))
    .map((entry) => ({
      file: `${CONTENT_FOLDER}/${entry}`,
      message: `האתר לא קורא את הקובץ הזה (אולי שמו כתוב אחרת?). קובצי התוכן הם: ${[...known].join(", ")}`,
    }));
}

/**
 * Reads every content file below `root` and returns everything that is wrong with them, each with its line and
 * column: a file that cannot be read or parsed is reported and the others are still checked.
 */
export function checkContentOnDisk(root: string): LocatedProblem[] {
  const read = CONTENT_FILE_NAMES.map((name) => readContentFile(root, name));
  const unreadable = [
    ...read.flatMap((result) => ("problem" in result ? [result.problem] : [])),
    ...unknownFiles(root),
  ];
  const files = read.flatMap((result) => ("problem" in result ? [] : [result]));
  const data: Partial<ContentFiles> = Object.fromEntries(files.map(({ name, data }) => [name, data]));
  const texts = Object.fromEntries(files.map(({ name, text }) => [contentPath(name), text]));
  const mediaExists: MediaExists = (folder, file) => fs.existsSync(path.join(root, "static", folder, file));
  const checked = validateContent(data, mediaExists).map((problem) => {
    const text = texts[problem.file];
    const position = text !== undefined && problem.path ? positionOfPath(text, problem.path) : undefined;
    return { ...problem, ...position };
  });
  return [...unreadable, ...checked];
}
