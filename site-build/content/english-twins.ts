/**
 * The English twins of content/ on disk (src/content/model/english.ts): each read beside the file whose texts it
 * gives in English, checked against the twin of that file's model, and what English each file still lacks.
 */
import fs from "node:fs";
import path from "node:path";
import {
  contentFiles,
  contentPath,
  formSchema,
  type ContentFile,
  type JsonPath,
} from "../../src/content/content-files";
import {
  englishEntry,
  englishTwinPath,
  englishTwinSchema,
  hebrewOfTwin,
  languageTexts,
  missingEnglish,
  twinMismatches,
} from "../../src/content/model/english";
import { readContentTexts, readEntryTexts } from "./content-on-disk";
import { positionOfPath, syntaxError } from "./json-position";
import type { LocatedProblem } from "./load-content";
import { describeIssue, fieldPath, UNKNOWN_FIELD } from "./validate-content";

/** A twin on disk, and the file whose texts it gives in English (read too, when it is there). */
interface TwinOnDisk {
  file: string;
  text: string;
  of: { file: string; text?: string };
  content: ContentFile;
}

const readIfThere = (root: string, file: string) =>
  fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : undefined;

function twinsOnDisk(root: string): TwinOnDisk[] {
  return contentFiles().flatMap((content) => {
    if (!content.folder) {
      const of = contentPath(content.name);
      const file = englishTwinPath(of);
      const text = readIfThere(root, file);
      return text === undefined ? [] : [{ file, text, of: { file: of, text: readIfThere(root, of) }, content }];
    }
    const read = readEntryTexts(root, content.name);
    return (read?.englishTwins ?? []).map((twin) => {
      const of = read!.entries.find((entry) => englishTwinPath(entry.file) === twin.file);
      return {
        file: twin.file,
        text: twin.text,
        of: { file: hebrewOfTwin(twin.file), text: of?.text },
        content,
      };
    });
  });
}

const at = (twin: TwinOnDisk, problemPath: JsonPath, message: string): LocatedProblem => {
  const field = fieldPath(problemPath);
  return {
    file: twin.file,
    ...(field ? { field } : {}),
    message,
    path: problemPath,
    ...positionOfPath(twin.text, problemPath),
  };
};

const MISMATCH_MESSAGES = {
  copy: (hebrewFile: string) =>
    `זה עותק של הערך שבקובץ ${hebrewFile}, והוא צריך להיות זהה לו: העורך מעתיק אותו לבד, וביד מעתיקים אותו משם כמו שהוא`,
  extra: (hebrewFile: string) =>
    `ברשימה הזו יש יותר רשומות מאשר באותה רשימה ב־${hebrewFile}: לכל רשומה בעברית כותבים רשומה אחת באנגלית, באותו סדר`,
};

function problemsOf(twin: TwinOnDisk): LocatedProblem[] {
  if (twin.of.text === undefined)
    return [
      {
        file: twin.file,
        message: `אין קובץ ${twin.of.file}, שזה הטקסט שלו באנגלית. אם הרשומה נמחקה או ששם הקובץ שלה השתנה, מוחקים גם את הקובץ הזה (או משנים את שמו כמו שלה)`,
      },
    ];
  const syntax = syntaxError(twin.text);
  if (syntax) return [{ file: twin.file, ...syntax }];
  const schema = englishTwinSchema(formSchema(twin.content));
  if (!schema) return [{ file: twin.file, message: `אין ב־${twin.of.file} טקסטים לכתוב באנגלית: מוחקים את הקובץ הזה` }];
  const english: unknown = JSON.parse(twin.text);
  const result = schema.safeParse(english, { reportInput: true });
  if (!result.success)
    return result.error.issues.flatMap((issue) => {
      const issuePath = issue.path.map((key) => (typeof key === "symbol" ? "" : key));
      if (issue.code === "unrecognized_keys")
        return issue.keys.map((key) => at(twin, [...issuePath, key], UNKNOWN_FIELD));
      return [at(twin, issuePath, describeIssue(issue))];
    });
  // Beside a Hebrew file that is not JSON, the content check names that file: the copies are compared once it is.
  const hebrew = parsedOrUndefined(twin.of.text);
  if (hebrew === undefined) return [];
  return twinMismatches(formSchema(twin.content), hebrew, english).map(({ path, kind }) =>
    at(twin, path, MISMATCH_MESSAGES[kind](twin.of.file)),
  );
}

/**
 * The English texts of each twin below `root` that is JSON, each with where it is in the twin (not the editor's copies
 * of the Hebrew values beside them), and the twin's text.
 */
export function englishTwinTexts(
  root: string,
): { file: string; text: string; texts: ReturnType<typeof languageTexts> }[] {
  return twinsOnDisk(root).flatMap(({ file, text, content }) => {
    const english = parsedOrUndefined(text);
    return english === undefined ? [] : [{ file, text, texts: languageTexts(formSchema(content), english) }];
  });
}

/** Every problem of the English twins below `root`, each at its line and column in the twin. */
export const englishTwinProblems = (root: string): LocatedProblem[] => twinsOnDisk(root).flatMap(problemsOf);

/** A Hebrew file and the texts in it that its twin does not (yet) give in English. */
export interface EnglishGap {
  file: string;
  fields: string[];
}

const parsedOrUndefined = (text: string | undefined): unknown => {
  if (text === undefined || syntaxError(text)) return undefined;
  return JSON.parse(text) as unknown;
};

/**
 * What English the content lacks: each file (a folder kind's each entry) with the texts its twin does not give, in
 * the model's order. A report for whoever writes the English, not a mistake: the English site leaves such an entry out.
 */
export function englishGaps(root: string): EnglishGap[] {
  const twins = new Map(twinsOnDisk(root).map((twin) => [twin.of.file, parsedOrUndefined(twin.text)]));
  return contentFiles().flatMap((content) => {
    const files = content.folder
      ? (readEntryTexts(root, content.name)?.entries ?? [])
      : [{ file: contentPath(content.name), text: readIfThere(root, contentPath(content.name)) }];
    return files.flatMap(({ file, text }) => {
      const hebrew = parsedOrUndefined(text);
      if (hebrew === undefined) return [];
      const fields = missingEnglish(formSchema(content), hebrew, twins.get(file));
      return fields.length > 0 ? [{ file, fields }] : [];
    });
  });
}

/** "אנגלית: חסרים 312 טקסטים ב־37 קבצים…" (or that nothing is missing): the report's summary line. */
export function englishGapsSummary(gaps: readonly EnglishGap[]): string {
  const texts = gaps.reduce((count, gap) => count + gap.fields.length, 0);
  if (texts === 0) return "אנגלית: לכל טקסט בתוכן יש אנגלית";
  const textWord = texts === 1 ? "חסר טקסט אחד" : `חסרים ${texts} טקסטים`;
  const fileWord = gaps.length === 1 ? "בקובץ אחד" : `ב־${gaps.length} קבצים`;
  return `אנגלית: ${textWord} ${fileWord} (דוח, לא שגיאה: רשומה בלי הטקסטים שלה באנגלית לא תופיע באתר באנגלית)`;
}

/**
 * The entries of a content file as the English site shows them (englishEntry: the Hebrew entry with its twin's
 * texts), each with its place in the file; an entry whose twin lacks a text is left out. A list file's twin is a list,
 * entry by entry; an object file and a folder's entry file are one entry each.
 */
export function englishEntriesOf(
  content: ContentFile,
  hebrew: unknown,
  twin: unknown,
): { index: number; entry: object }[] {
  const listed = content.shape === "list" && !content.folder;
  const entries = listed && Array.isArray(hebrew) ? hebrew : [hebrew];
  const twins = listed ? (Array.isArray(twin) ? twin : []) : [twin];
  return entries.flatMap((entry, index) => {
    const english = englishEntry(content.schema, entry, twins[index]);
    return english ? [{ index, entry: english as object }] : [];
  });
}

/** The English site's entries of content file `name` below `root`, in the site's order (read from disk). */
export function englishEntriesOnDisk(root: string, content: ContentFile): object[] {
  const twinOf = (file: string) => {
    const text = readIfThere(root, englishTwinPath(file));
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  return readContentTexts(root, content.name).flatMap(({ file, text }) =>
    englishEntriesOf(content, JSON.parse(text) as unknown, twinOf(file)).map(({ entry }) => entry),
  );
}
