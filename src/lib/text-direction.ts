const HEBREW_LETTER = /[\u0590-\u05FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Text written in latin letters only, such as the English labels the spec quotes. */
export const isLatinText = (text: string): boolean => LATIN_LETTER.test(text) && !HEBREW_LETTER.test(text);
