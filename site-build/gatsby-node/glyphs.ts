/**
 * Characters that reach the page without being written in content/ or src/: prices and dates as Hebrew writes them
 * (no-break space, direction marks, ₪), Hebrew punctuation and the dashes and quotes an editor may type.
 */
const ALWAYS = "\u00a0\u200e\u200f\u2013\u2014\u2018\u2019\u201c\u201d\u20aa\u05be\u05f3\u05f4";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/** Printable ASCII and the Hebrew letters: whatever a visitor types in a form is drawn in the site's font. */
const ALPHABETS = range(0x20, 0x7e) + range(0x5d0, 0x5ea);

/** Every distinct character of the given texts and of the alphabets, in code point order. */
export function glyphsToKeep(texts: readonly string[]): string {
  const characters = new Set([...ALPHABETS, ...ALWAYS, ...texts.flatMap((text) => [...text])]);
  return [...characters]
    .filter((character) => character >= " ")
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join("");
}
