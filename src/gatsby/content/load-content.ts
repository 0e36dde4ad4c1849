import fs from "node:fs";
import path from "node:path";
import {
  contentPath,
  validateContent,
  type ContentFileName,
  type ContentFiles,
  type ContentProblem,
  type MediaExists,
} from "./validate-content";

const CONTENT_FILES: ContentFileName[] = ["site", "classes", "coaches", "studio", "booking", "home", "shop"];

function readJson(root: string, name: ContentFileName): { data?: unknown; problem?: ContentProblem } {
  const file = contentPath(name);
  let text: string;
  try {
    text = fs.readFileSync(path.join(root, file), "utf8");
  } catch {
    return { problem: { file, message: "is missing" } };
  }
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    return { problem: { file, message: `is not valid JSON (${(error as Error).message})` } };
  }
}

/** Reads every content file below `root` and returns what is wrong with them, or nothing. */
export function checkContentOnDisk(root: string): ContentProblem[] {
  const read = CONTENT_FILES.map((name) => ({ name, ...readJson(root, name) }));
  const unreadable = read.flatMap(({ problem }) => (problem ? [problem] : []));
  if (unreadable.length > 0) return unreadable;
  const files = Object.fromEntries(read.map(({ name, data }) => [name, data])) as unknown as ContentFiles;
  const mediaExists: MediaExists = (folder, file) => fs.existsSync(path.join(root, "static", folder, file));
  return validateContent(files, mediaExists);
}
