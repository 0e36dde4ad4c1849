const HEBREW_LETTER = /[\u0590-\u05FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Text written in latin letters only, such as the English labels the spec quotes. */
export const isLatinText = (text: string): boolean => LATIN_LETTER.test(text) && !HEBREW_LETTER.test(text);

/** A run of Latin words ("WCAG 2.1", "JavaScript", "Motion Lab"), kept together with the numbers inside it. */
const LATIN_RUN = /([A-Za-z](?:[\w-]|\.(?=\w))*(?:\s+[A-Za-z0-9](?:[\w-]|\.(?=\w))*)*)/;

/**
 * Hebrew text cut where Latin words begin and end, so that each run of them can be marked English (WCAG 3.1.2)
 * and isolated in its direction: "לפי WCAG 2.1 ברמה AA" gives "לפי ", "WCAG 2.1" (latin), " ברמה ", "AA" (latin).
 */
export const latinRuns = (text: string): { text: string; latin: boolean }[] =>
  text
    .split(LATIN_RUN)
    .map((part, index) => ({ text: part, latin: index % 2 === 1 }))
    .filter((part) => part.text !== "");
