/**
 * Sveltia's own words as the content editor shows them, read from this project's Hebrew strings file
 * (site-build/content/editor-strings.he.json, served as Sveltia's Hebrew: docs/editor-sign-in.md): the names the tests
 * find the editor's buttons by, written once.
 */
import fs from "node:fs";
import path from "node:path";
import { HEBREW_STRINGS } from "../site-build/content/editor-strings";

const STRINGS = JSON.parse(fs.readFileSync(path.join(__dirname, "..", HEBREW_STRINGS), "utf8")) as Record<
  string,
  string
>;

/** The editor's words for `key` of Sveltia's strings. */
export function editorWord(key: string): string {
  const word = STRINGS[key];
  if (word === undefined) throw new Error(`Sveltia's strings have no ${key}`);
  return word;
}

/** One form of a plural message of the editor's (`one`: "מחיקת הרשומה" of "מחיקת הרשומה / הרשומות"). */
export function editorWordFor(key: string, form: "one" | "two" | "*"): string {
  const variant = new RegExp(`(?:^|\\s)${form === "*" ? "\\*" : form} \\{\\{(.*?)\\}\\}`).exec(editorWord(key));
  if (!variant) throw new Error(`Sveltia's ${key} has no ${form} form`);
  return variant[1]!;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The editor's words for `key` as a pattern of the whole name, each placeholder standing for `values[name]` or for
 * anything, isolated as Sveltia isolates it (U+2068 … U+2069).
 */
export function editorWords(key: string, values: Record<string, string> = {}): RegExp {
  const parts = editorWord(key).split(/\{\$(\w+)\}/);
  const source = parts
    .map((part, index) =>
      index % 2 === 0 ? escaped(part) : `\u2068?${values[part] ? escaped(values[part]) : ".+?"}\u2069?`,
    )
    .join("");
  return new RegExp(`^${source}$`);
}

/** The words the tests click and look for. */
export const EDITOR_WORDS = {
  save: editorWord("save"),
  later: editorWord("later"),
  signIn: editorWord("sign_in"),
  signInWithToken: editorWord("sign_in_using_access_token"),
  contentLibrary: editorWord("content_library"),
  expand: editorWord("expand"),
  collapse: editorWord("collapse"),
  expandAll: editorWord("expand_all"),
  collapseAll: editorWord("collapse_all"),
  remove: editorWord("remove"),
  delete: editorWord("delete"),
  duplicate: editorWord("duplicate"),
  upload: editorWord("upload"),
  editorOptions: editorWord("show_editor_options"),
  sendForReview: editorWord("workflow.send_for_review"),
  workflow: editorWord("editorial_workflow"),
} as const;
