/**
 * Numbers inside Hebrew text, written one way everywhere (docs/numbers-in-hebrew.md): a time range or an age range
 * is one left-to-right run, start first ("16:00–16:45", "7–12" read from the left, as Israeli timetables and signs
 * print them), isolated in its direction and never broken across lines. The marks are in the text itself, so the
 * run holds wherever the text goes: a table cell, a sentence, a select's option, a WhatsApp message.
 * Relative imports only: the content check (run by gatsby-node) may use this module too.
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: the plain-text `<bdi dir="ltr">`. */
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_DIRECTIONAL_ISOLATE = "\u2069";
/** U+2060 WORD JOINER: no line break on either side of the dash. */
const WORD_JOINER = "\u2060";
const NO_BREAK_SPACE = "\u00a0";

const RANGE_DASH = `${WORD_JOINER}–${WORD_JOINER}`;

const leftToRightRun = (text: string): string => `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

const range = (from: string, to: string): string => leftToRightRun(`${from}${RANGE_DASH}${to}`);

/** "16:00–16:45": start first, one unbreakable left-to-right run. */
export const formatTimeRange = (start: string, end: string): string => range(start, end);

/** "7–12" (youngest first), or "16" for a one-year group: one unbreakable left-to-right run. */
export const formatAgeRange = (minAge: number, maxAge: number): string =>
  minAge === maxAge ? leftToRightRun(String(minAge)) : range(String(minAge), String(maxAge));

/**
 * The text as a person reads it (and as the studio wrote it): the direction marks and word joiners the functions
 * here write taken out, and no-break spaces as spaces. For tests and for comparing texts.
 */
export const plainText = (text: string): string =>
  text.replace(/[\u2060\u2066-\u2069\u200e\u200f]/g, "").replace(/\u00a0/g, " ");

const TIME_OR_NUMBER = String.raw`\d{1,2}:\d\d|\d{1,3}`;
/**
 * A range of times or of small numbers in a text the studio wrote ("גילאי 7–12", "10:00-12:00"), with the space
 * before it; not part of a longer run of digits (a phone number "050-123-4567", a date "2026-05-01").
 */
const RANGE_IN_TEXT = new RegExp(
  String.raw`(\s?)(?<![\d:\-–]|\d\.)(${TIME_OR_NUMBER})\s*[–-]\s*(${TIME_OR_NUMBER})(?![\d:\-–]|\.\d)`,
  "g",
);

const rangeOf = (from: string, to: string): string =>
  from.includes(":") ? formatTimeRange(from, to) : formatAgeRange(Number(from), Number(to));

/**
 * A text with each time range and number range in it (an age group's, in the studio's texts) written as the
 * functions above write them, and kept on the line of the word before it ("גילאי 13–18" never ends a line at "גילאי").
 */
export const isolateNumberRanges = (text: string): string =>
  text.replace(
    RANGE_IN_TEXT,
    (_match, space: string, from: string, to: string) => `${space ? NO_BREAK_SPACE : ""}${rangeOf(from, to)}`,
  );
