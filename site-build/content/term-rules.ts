/**
 * One word for each thing across the site (issue 37): the terms the studio settled on, and the second spellings the
 * content check refuses in any text of any content file. What a rule cannot tell (a close button says "סגור", as the
 * first specification quotes it; the act of signing up is "הרשמה") is in docs/editing.md's style guide. Relative imports only: gatsby-node runs the
 * content check.
 */
import { CONTENT_FILE_NAMES, type Content, type ContentFileName, type JsonPath } from "../../src/content/content-files";
import { textsIn } from "./texts-in";

interface TermRule {
  /** The spelling or term the site uses. */
  term: string;
  /** Another spelling or term for the same thing. */
  other: RegExp;
}

/**
 * Where the first specification quotes the studio's Hebrew ("איזור אישי", 'שיעור ניסיון ב-60 ש"ח'), its spelling is the
 * term: an area is "איזור", an amount of shekels is written ש"ח (not an amount with ₪; the symbol alone, as in the
 * price range for search engines, is no amount).
 */
export const FIXED_TERMS: readonly TermRule[] = [
  { term: "איזור", other: /אזור/ },
  { term: 'ש"ח', other: /ש[״׳']ח|\d[\d,]*\s*₪|\{\w+\}\s*₪|₪\s*(?:\d[\d,]*|\{\w+\})|שקלים חדשים/ },
  { term: "מואי תאי", other: /אגרוף תאילנדי/ },
];

interface TermProblem {
  name: ContentFileName;
  path: JsonPath;
  message: string;
}

/** The second spellings in one text, each with the term the site uses instead. */
export const secondSpellings = (text: string): { found: string; term: string }[] =>
  FIXED_TERMS.flatMap(({ term, other }) => {
    const found = other.exec(text);
    return found ? [{ found: found[0], term }] : [];
  });

/** Every text of the content that writes a fixed term another way, at its place. */
export function secondSpellingProblems(content: Content): TermProblem[] {
  return CONTENT_FILE_NAMES.flatMap((name) =>
    textsIn(content[name]).flatMap(({ path, text }) =>
      secondSpellings(text).map(({ found, term }) => ({
        name,
        path,
        message: `כתוב כאן "${found}": באתר כותבים "${term}", בכתיב אחד בכל מקום (ראו "מונחים וכתיב" ב־docs/editing.md)`,
      })),
    ),
  );
}
