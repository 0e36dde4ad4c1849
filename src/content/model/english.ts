/**
 * The English twin of a content file: beside `content/classes/tissu.json`, `content/classes/tissu.en.json` holds the
 * same entry's texts in English (a price, a time or an age is the entry's own, in one place: the Hebrew file). Which
 * fields are texts is read from the model: a field made of `text` or `searchDescription` (fields.ts) is a text in a
 * language; a slug, a date, a time, an address or a number is not.
 */
import { z } from "zod";
import { unwrapped } from "./facts";
import { searchDescription, text } from "./fields";

export { ENGLISH, englishTwinPath, hebrewOfTwin, isEnglishTwinPath } from "../english-twin-path";

const HEBREW_LETTER = /[\u05d0-\u05ea]/;
export const hasHebrewLetters = (value: string): boolean => HEBREW_LETTER.test(value);

/** The checks every text of the model shares, by instance: a clone (`describe`, `optional`, `regex`) keeps them. */
const LANGUAGE_CHECKS = new Set([text, searchDescription].map((schema) => schema._zod.def.checks![0]));

/** A field whose value is a text in a language (Hebrew in the entry, English in its twin). */
export function isLanguageText(schema: z.ZodType): boolean {
  const def = unwrapped(schema)._zod.def as { type: string; checks?: unknown[] };
  return def.type === "string" && (def.checks ?? []).some((check) => LANGUAGE_CHECKS.has(check as never));
}

export const ENGLISH_TEXT_MESSAGE = "כאן כותבים באנגלית: מחקו את האותיות העבריות (גם שמות כותבים כאן באותיות אנגליות)";

/** A text's English: the field's own rules (a page's description is 40 characters or more), and no Hebrew letter. */
const englishTextOf = (schema: z.ZodType) =>
  (unwrapped(schema) as z.ZodString).refine((value) => !hasHebrewLetters(value), ENGLISH_TEXT_MESSAGE);

type ObjectDef = { type: "object"; shape: Record<string, z.ZodType> };
type ArrayDef = { type: "array"; element: z.ZodType; checks?: z.core.$ZodCheck<unknown[]>[] };
const defOf = (schema: z.ZodType) => unwrapped(schema)._zod.def as unknown as ObjectDef | ArrayDef | { type: string };

export const NOT_A_TEXT_MESSAGE = "בקובץ של האנגלית כותבים רק טקסטים: הערך הזה נשאר רק בקובץ העברי";

/**
 * The schema of `schema`'s English twin, or undefined when it holds no text. Every text is optional: a twin may
 * be begun and finished later, and what it lacks is reported, not refused. Inside a list or an object that holds
 * texts, a field that is not a text may stand beside them, the editor's copy of the Hebrew value (twinMismatches holds
 * it to that value); at the top, it is refused: a price, an address or a setting has one place, the Hebrew file.
 */
export function englishTwinSchema(schema: z.ZodType, nested = false): z.ZodType | undefined {
  if (isLanguageText(schema)) return englishTextOf(schema);
  const def = defOf(schema);
  if (def.type === "array") {
    const element = englishTwinSchema((def as ArrayDef).element, true);
    // The list's own rules too: two paragraphs where the Hebrew has two.
    return element && z.array(element).check(...((def as ArrayDef).checks ?? []));
  }
  if (def.type !== "object") return undefined;
  const fields = Object.entries((def as ObjectDef).shape).map(
    ([key, field]) => [key, englishTwinSchema(field, true)] as const,
  );
  if (fields.every(([, twin]) => twin === undefined)) return undefined;
  const notText = nested ? z.unknown() : z.never({ error: NOT_A_TEXT_MESSAGE });
  return z.strictObject(Object.fromEntries(fields.map(([key, twin]) => [key, (twin ?? notText).optional()])));
}

/** A text of an entry that its twin does not give in English, by where it is: "summary", "schedule[0].ageGroup". */
export function missingEnglish(schema: z.ZodType, hebrew: unknown, english: unknown, at = ""): string[] {
  if (isLanguageText(schema)) return typeof hebrew === "string" && hasHebrewLetters(hebrew) && !english ? [at] : [];
  const def = defOf(schema);
  if (def.type === "array" && Array.isArray(hebrew)) {
    const { element } = def as ArrayDef;
    const lines = Array.isArray(english) ? english : [];
    // A list of texts is translated whole, in as many lines as English needs; a list of entries, entry by entry.
    if (isLanguageText(element))
      return hebrew.some((line) => typeof line === "string" && hasHebrewLetters(line)) && lines.length === 0
        ? [at]
        : [];
    return hebrew.flatMap((item, index) => missingEnglish(element, item, lines[index], `${at}[${index}]`));
  }
  if (def.type === "object" && hebrew && typeof hebrew === "object") {
    const twin = english && typeof english === "object" ? (english as Record<string, unknown>) : {};
    return Object.entries((def as ObjectDef).shape).flatMap(([key, field]) =>
      missingEnglish(field, (hebrew as Record<string, unknown>)[key], twin[key], at ? `${at}.${key}` : key),
    );
  }
  return [];
}

type Place = { path: (string | number)[] };

/** The texts of `data` (an entry or its twin), each with where it is; a list of lines line by line. */
export function languageTexts(
  schema: z.ZodType,
  data: unknown,
  at: (string | number)[] = [],
): (Place & { text: string })[] {
  if (isLanguageText(schema)) return typeof data === "string" ? [{ path: at, text: data }] : [];
  const def = defOf(schema);
  if (def.type === "array" && Array.isArray(data))
    return data.flatMap((item, index) => languageTexts((def as ArrayDef).element, item, [...at, index]));
  if (def.type !== "object" || !data || typeof data !== "object") return [];
  return Object.entries((def as ObjectDef).shape).flatMap(([key, field]) =>
    languageTexts(field, (data as Record<string, unknown>)[key], [...at, key]),
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where the twin `english` does not stand beside its entry `hebrew`: a value that is not a text and differs from the
 * Hebrew one at its place (the editor copies them; a copy changed by hand, or a list in another order, is caught), and
 * an entry of a list that the Hebrew list does not have. A list of lines may have as many lines as English needs.
 */
export function twinMismatches(
  schema: z.ZodType,
  hebrew: unknown,
  english: unknown,
  at: (string | number)[] = [],
): (Place & { kind: "copy" | "extra" })[] {
  if (isLanguageText(schema) || english === undefined) return [];
  const def = defOf(schema);
  if (languageTextPaths(schema).length === 0) return sameValue(english, hebrew) ? [] : [{ path: at, kind: "copy" }];
  if (def.type === "array" && Array.isArray(english)) {
    const { element } = def as ArrayDef;
    if (isLanguageText(element)) return [];
    const lines = Array.isArray(hebrew) ? hebrew : [];
    return english.flatMap((item, index) =>
      index < lines.length
        ? twinMismatches(element, lines[index], item, [...at, index])
        : [{ path: [...at, index], kind: "extra" as const }],
    );
  }
  if (def.type !== "object" || !english || typeof english !== "object") return [];
  const entry = hebrew && typeof hebrew === "object" ? (hebrew as Record<string, unknown>) : {};
  return Object.entries(english as Record<string, unknown>).flatMap(([key, value]) => {
    const field = (def as ObjectDef).shape[key];
    return field ? twinMismatches(field, entry[key], value, [...at, key]) : [];
  });
}

/**
 * Where `schema` holds texts, each as its keys from the top with `*` for every item of a list: ["title"],
 * ["schedule", "*", "ageGroup"]; a list of lines is one text, at the list.
 */
export function languageTextPaths(schema: z.ZodType, at: string[] = []): string[][] {
  if (isLanguageText(schema)) return [at];
  const def = defOf(schema);
  if (def.type === "array") {
    const { element } = def as ArrayDef;
    return isLanguageText(element) ? [at] : languageTextPaths(element, [...at, "*"]);
  }
  if (def.type !== "object") return [];
  return Object.entries((def as ObjectDef).shape).flatMap(([key, field]) => languageTextPaths(field, [...at, key]));
}

/** `hebrew` with each text from `english` where the twin gives it, every other value as the entry has it. */
function overlaid(schema: z.ZodType, hebrew: unknown, english: unknown): unknown {
  if (isLanguageText(schema)) return typeof english === "string" && english ? english : hebrew;
  const def = defOf(schema);
  if (def.type === "array" && Array.isArray(hebrew)) {
    const { element } = def as ArrayDef;
    if (isLanguageText(element)) return Array.isArray(english) && english.length > 0 ? english : hebrew;
    const items = Array.isArray(english) ? english : [];
    return hebrew.map((item, index) => overlaid(element, item, items[index]));
  }
  if (def.type === "object" && hebrew && typeof hebrew === "object") {
    const twin = english && typeof english === "object" ? (english as Record<string, unknown>) : {};
    const { shape } = def as ObjectDef;
    return Object.fromEntries(
      Object.entries(hebrew).map(([key, value]) => [key, shape[key] ? overlaid(shape[key], value, twin[key]) : value]),
    );
  }
  return hebrew;
}

/**
 * The entry as the English site shows it: each text from its twin (a text without a Hebrew letter, "Motion Lab", as
 * the entry writes it when the twin gives none) and every other value from the entry. Undefined while the twin lacks
 * a text (missingEnglish): the English site leaves out an entry rather than show it half in Hebrew.
 */
export const englishEntry = (schema: z.ZodType, hebrew: unknown, english: unknown): unknown =>
  missingEnglish(schema, hebrew, english).length > 0 ? undefined : overlaid(schema, hebrew, english);
