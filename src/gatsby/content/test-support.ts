/** Shared by the content tests: the shipped content to break, and a copy of the project's content on disk. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FILE_NAMES, CONTENT_FOLDER, contentPath, type ContentFileName } from "./content-files";

export const ROOT = path.resolve(__dirname, "../../..");

export const readShipped = (name: ContentFileName): string =>
  fs.readFileSync(path.join(ROOT, contentPath(name)), "utf8");

/** A fresh, deep copy of the shipped content, for each test to break in its own way. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shippedContent(): Record<ContentFileName, any> {
  return Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, JSON.parse(readShipped(name))])) as Record<
    ContentFileName,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any
  >;
}

/** A temporary project root holding content/ (with `texts` written over the shipped files) and the real static/. */
export function contentRoot(texts: Partial<Record<ContentFileName, string>> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  fs.cpSync(path.join(ROOT, CONTENT_FOLDER), path.join(root, CONTENT_FOLDER), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "static"), path.join(root, "static"));
  for (const [name, text] of Object.entries(texts))
    fs.writeFileSync(path.join(root, contentPath(name as ContentFileName)), text);
  return root;
}
