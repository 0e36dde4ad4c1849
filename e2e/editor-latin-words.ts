/**
 * The content editor speaks Hebrew, its own words too: what the owner reads on the editor's page (its text and the
 * names read aloud or shown: aria-label, title, placeholder, alt) holds no word in Latin letters but "GitHub" and the
 * owner's own values, as the content files hold them (the studio's name, a class's Latin name). Addresses, file
 * and folder names are names, not words (latin-words.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { latinWordsOutsideEnglish } from "./latin-words";
import { ROOT } from "./content-editor-helpers";

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;
/**
 * Sveltia's icons: a font draws the glyph its name spells ("add" is +), hidden from screen readers; an icon that is
 * read has an aria-label, which is checked.
 */
const ICON_GLYPHS = '.material-symbols-outlined[aria-hidden="true"]';

/** Every Latin word of the strings in the content files (content/**.json): the owner's own values. */
function contentWords(folder = path.join(ROOT, "content")): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return contentWords(file);
    if (!entry.name.endsWith(".json")) return [];
    const strings: string[] = [];
    JSON.parse(fs.readFileSync(file, "utf8"), (_key, value: unknown) => {
      if (typeof value === "string") strings.push(value);
      return value;
    });
    return strings.flatMap((text) => text.match(LATIN_WORD) ?? []);
  });
}

/** The one Latin word of the editor's own, and the words of the owner's values (`typed` besides the content's). */
export const editorLatinNames = (typed: string[] = []) => [
  "GitHub",
  ...new Set([...contentWords(), ...typed.flatMap((text) => text.match(LATIN_WORD) ?? [])]),
];

/**
 * The Latin words on the editor's page now, but GitHub and the owner's values (`typed`: what the test typed), wherever
 * they are (Sveltia marks its page with the language of its interface, English included), as they are shown now.
 */
export const editorLatinWords = (page: Page, typed: string[] = []) =>
  latinWordsOutsideEnglish(page, undefined, ICON_GLYPHS, {
    names: editorLatinNames(typed),
    evenInEnglish: true,
    shownOnly: true,
  });
