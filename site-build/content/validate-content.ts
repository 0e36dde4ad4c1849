import type { z } from "zod";
import {
  CONTENT_FILE_NAMES,
  contentFiles,
  contentPath,
  entryPath,
  fileSchema,
  folderOf,
  type Content,
  type ContentFile,
  type ContentFileName,
  type JsonPath,
  type MediaFolder,
} from "../../src/content/content-files";
import { mediaValues } from "./content-json-schema";
import { weekdayName } from "../../src/content/format";
import { SPEC_CLASS_SLUGS } from "../../src/content/fixed-lists";
import { classAgeMismatches } from "./age-claims";
import { studioTextProblems, testimonialProblems } from "./studio-texts";
import {
  classKindProblems,
  coachOverlapProblems,
  priceNoteProblems,
  productPriceProblems,
  trialClaimProblems,
} from "./class-claims";
import { secondSpellingProblems } from "./term-rules";
import { cycleProblems } from "./cycle-claims";
import { textsIn } from "./texts-in";
import { overweightMessage, type DiskPicture } from "./picture-weight";
import { pictureSizeOf } from "../../src/content/picture-sizes";

/** The parsed JSON of each file in content/, before it is checked. */
export type ContentFiles = Record<ContentFileName, unknown>;

export interface ContentProblem {
  /** content/site.json, or an entry's own file: content/classes/tissu.json. */
  file: string;
  /** The entry of a list file: its slug in quotes, or "#n" counting from 1 (an entry file names its entry itself). */
  entry?: string;
  field?: string;
  message: string;
  /** Where in the file the problem is, as keys from the top: what the line and column are found from. */
  path?: JsonPath;
}

export type MediaExists = (folder: MediaFolder, file: string) => boolean;

/** `schedule[0].ageGroup` for ["schedule", 0, "ageGroup"]; undefined for the top. */
export function fieldPath(path: readonly PropertyKey[]): string | undefined {
  const text = path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`))
    .join("");
  return text || undefined;
}

function entryLabel(entries: unknown, index: number): string {
  const entry = Array.isArray(entries) ? (entries[index] as { slug?: unknown } | undefined) : undefined;
  return typeof entry?.slug === "string" && entry.slug ? `"${entry.slug}"` : `#${index + 1}`;
}

/** The file each entry of a folder kind was read from (its name without .json), as the loader found them. */
const entryFileNames = new WeakMap<object, string>();
export const rememberEntryFile = (entry: unknown, base: string) => {
  if (entry && typeof entry === "object") entryFileNames.set(entry, base);
};

/** content/classes/tissu.json for the entry at `index` of a folder kind: where it was read from, or its key. */
export function entryFileOf(name: ContentFileName, entries: unknown, index: number): string | undefined {
  const folder = folderOf(name);
  const entry = Array.isArray(entries) ? (entries[index] as Record<string, unknown> | undefined) : undefined;
  if (!folder || !entry || typeof entry !== "object") return undefined;
  const key = folder.key ? entry[folder.key] : undefined;
  const base = entryFileNames.get(entry) ?? (typeof key === "string" ? key : undefined);
  return base === undefined ? undefined : entryPath(name, base);
}

/**
 * A problem at `path` in the content of `name` (a folder kind's as one list), named by file, entry and field as
 * editors read it: in a folder kind, the entry's own file and the path within it.
 */
export function problemAt(name: ContentFileName, data: unknown, path: JsonPath, message: string): ContentProblem {
  const [first, ...rest] = path;
  const inEntry = Array.isArray(data) && typeof first === "number";
  const field = fieldPath(inEntry ? rest : path);
  const entryFile = inEntry ? entryFileOf(name, data, first) : undefined;
  if (entryFile) return { file: entryFile, ...(field ? { field } : {}), message, path: rest };
  return {
    file: folderOf(name) ? `${contentPath(name)}/` : contentPath(name),
    ...(inEntry ? { entry: entryLabel(data, first) } : {}),
    ...(field ? { field } : {}),
    message,
    path,
  };
}

/** zod's generic type messages, in words an editor knows; a schema's own message (e.g. whole shekels) is kept. */
const TYPE_WORDS: Record<string, string> = {
  string: "צריך להיות טקסט בין מירכאות כפולות",
  number: "צריך להיות מספר, בלי מירכאות",
  boolean: "צריך להיות true או false",
  array: "צריכה להיות רשימה בתוך [ ]",
  object: "צריכה להיות קבוצת שדות בתוך { }",
};

export const MISSING_FIELD = "חסר: זה שדה חובה (אולי שמו כתוב אחרת?)";
export const UNKNOWN_FIELD = "שדה לא מוכר: בדקו את האיות של שמו";

export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return MISSING_FIELD;
  if (issue.code === "invalid_type") return TYPE_WORDS[issue.expected] ?? issue.message;
  // A schema's own enum (as `status`) without a message of its own.
  if (issue.code === "invalid_value" && !/[\u05d0-\u05ea]/.test(issue.message))
    return `צריך להיות אחד מאלה: ${issue.values.map(String).join(", ")}`;
  return issue.message;
}

const asPath = (path: readonly PropertyKey[]): JsonPath => path.map((key) => (typeof key === "symbol" ? "" : key));

function shapeProblems(file: ContentFile, data: unknown): ContentProblem[] {
  const result = fileSchema(file).safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const path = asPath(issue.path);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => problemAt(file.name, data, [...path, key], UNKNOWN_FIELD));
    }
    return [problemAt(file.name, data, path, describeIssue(issue))];
  });
}

/**
 * A problem at each value, among `count` places found by `key`, that an earlier place already holds; in a folder
 * kind, naming the other file that holds it.
 */
function duplicates(name: ContentFileName, data: unknown, count: number, key: (index: number) => JsonPath) {
  const seen = new Map<unknown, number>();
  return Array.from({ length: count }, (_, index) => index).flatMap((index) => {
    const path = key(index);
    const value = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], data);
    const earlier = seen.get(value);
    if (earlier === undefined) return (seen.set(value, index), []);
    const otherFile = entryFileOf(name, data, earlier);
    const message = otherFile
      ? `"${String(value)}" כבר תפוס: גם הקובץ ${otherFile} משתמש בו, ולכל רשומה צריך ${String(path.at(-1))} משלה`
      : `"${String(value)}" כבר תפוס: רשומה קודמת משתמשת בו`;
    return [problemAt(name, data, path, message)];
  });
}

/** Slugs used twice in one list file. */
const slugProblems = (name: ContentFileName) => (content: Content) => {
  const entries = content[name];
  if (!Array.isArray(entries) || !entries.every((entry) => "slug" in entry)) return [];
  return duplicates(name, entries, entries.length, (index) => [index, "slug"]);
};

const sportIdProblems = ({ booking }: Content) =>
  duplicates("booking", booking, booking.sports.length, (index) => ["sports", index, "id"]);

function classCoachProblems({ classes, coaches }: Content): ContentProblem[] {
  const coachSlugs = new Set(coaches.map((coach) => coach.slug));
  return classes.flatMap((studioClass, index) =>
    studioClass.coaches.flatMap((slug, coachIndex) =>
      coachSlugs.has(slug)
        ? []
        : [
            problemAt(
              "classes",
              classes,
              [index, "coaches", coachIndex],
              `אין מאמן "${slug}" (אין קובץ content/coaches/${slug}.json): בדקו איך ה־slug שלו כתוב שם. מאמן חדש שנוסף בבקשה אחרת אפשר לבחור אחרי שהיא מתקבלת`,
            ),
          ],
    ),
  );
}

/** A class's sport must be one that content/booking.json defines: the sports offered are content, not code. */
function classSportProblems({ classes, booking }: Content): ContentProblem[] {
  const sportIds = new Set<string>(booking.sports.map((sport) => sport.id));
  return classes.flatMap((studioClass, index) =>
    studioClass.sport !== undefined && !sportIds.has(studioClass.sport)
      ? [
          problemAt(
            "classes",
            classes,
            [index, "sport"],
            `הענף "${studioClass.sport}" לא מופיע ב־sports שב־content/booking.json (הוסיפו אותו שם, או כתבו ענף קיים)`,
          ),
        ]
      : [],
  );
}

function defaultSportProblems({ booking }: Content): ContentProblem[] {
  if (booking.sports.some((sport) => sport.id === booking.defaultSport)) return [];
  const message = `הענף "${booking.defaultSport}" אינו אחד הענפים שברשימה sports באותו קובץ`;
  return [problemAt("booking", booking, ["defaultSport"], message)];
}

/** A sport the try-out form offers that no class teaches: a visitor could book a try-out for nothing. */
function untaughtSportProblems({ classes, booking }: Content): ContentProblem[] {
  const taught = new Set(classes.map((studioClass) => studioClass.sport));
  return booking.sports.flatMap((sport, index) =>
    taught.has(sport.id)
      ? []
      : [
          problemAt(
            "booking",
            booking,
            ["sports", index, "id"],
            `אף חוג בתיקייה content/classes/ לא מלמד את "${sport.id}" (כתבו אותו בשדה sport של חוג, או הסירו אותו מכאן)`,
          ),
        ],
  );
}

/** A draft is built in previews only, so a class page that the spec's route list fixes may be paused, never a draft. */
function draftProblems({ classes }: Content): ContentProblem[] {
  const fixed = new Set<string>(SPEC_CLASS_SLUGS);
  return classes.flatMap((studioClass, index) =>
    studioClass.status === "draft" && fixed.has(studioClass.slug)
      ? [
          problemAt(
            "classes",
            classes,
            [index, "status"],
            `העמוד /classes/${studioClass.slug} חייב להישאר באתר, ולכן החוג לא יכול להיות טיוטה: כתבו "paused" כדי להשהות אותו`,
          ),
        ]
      : [],
  );
}

export { textsIn };

/** "60 ₪", "₪60" or "60 ש״ח" for this amount, not for 160 or 600. */
export const writtenPrice = (amount: number): RegExp =>
  new RegExp(`(?<!\\d)${amount}\\s*(₪|ש["״]ח|שקל)|₪\\s*${amount}(?!\\d)`);

/** The try-out price written by hand in a text of `name`: it has one home (booking.json) and goes in as {price}. */
const handWrittenPriceProblems = (name: ContentFileName) => (content: Content) => {
  const price = writtenPrice(content.booking.priceILS);
  const message = "מחיר שיעור הניסיון כתוב כאן ביד: כתבו {price} במקומו (המחיר נמצא ב־content/booking.json)";
  return textsIn(content[name])
    .filter(({ text }) => price.test(text))
    .map(({ path }) => problemAt(name, content[name], path, message));
};

/** Class sessions that the studio's opening hours do not cover: the timetable and the hours shown would disagree. */
function openingHoursProblems({ classes, site }: Content): ContentProblem[] {
  return classes.flatMap((studioClass, index) =>
    studioClass.schedule.flatMap((session, sessionIndex) => {
      const hours = site.openingHours.filter((entry) => entry.day === session.day);
      if (hours.some((entry) => entry.opens <= session.start && session.end <= entry.closes)) return [];
      const open = hours.map((entry) => `${entry.opens}–${entry.closes}`).join(", ") || "סגור";
      const message = `המפגש מחוץ לשעות הפתיחה של הסטודיו ביום ${weekdayName(session.day)} (${open} לפי content/site.json)`;
      return [problemAt("classes", classes, [index, "schedule", sessionIndex], message)];
    }),
  );
}

/** A class whose menu entry, title or texts state other ages than its groups' minAge / maxAge (the age finder's data). */
function ageProblems({ classes }: Content): ContentProblem[] {
  return classes.flatMap((studioClass, index) =>
    classAgeMismatches(studioClass).map(({ path, message }) =>
      problemAt("classes", classes, [index, ...path], message),
    ),
  );
}

const missingMediaProblems = (file: ContentFile, mediaExists: MediaExists) => (content: Content) => {
  const folder = file.mediaFolder;
  if (!folder) return [];
  return mediaValues(file, content[file.name])
    .filter(({ value }) => !mediaExists(folder, value))
    .map(({ path, value }) =>
      problemAt(
        file.name,
        content[file.name],
        path,
        `הקובץ "${value}" לא נמצא: אין static/${folder}/${value} (העלו אותו, או בדקו את שמו ואת הסיומת)`,
      ),
    );
};

/**
 * A picture heavier than its kind allows, at each field that names it; one that no field names, at its own path in
 * static/.
 */
const pictureWeightProblems = (pictures: readonly DiskPicture[]) => (content: Content) =>
  pictures.flatMap((picture) => {
    const size = pictureSizeOf(picture.folder);
    if (!size || picture.bytes <= size.maxBytes) return [];
    const message = overweightMessage(picture, size);
    const named = contentFiles()
      .filter((file) => file.mediaFolder === picture.folder)
      .flatMap((file) =>
        mediaValues(file, content[file.name])
          .filter(({ value }) => value === picture.file)
          .map(({ path }) => problemAt(file.name, content[file.name], path, message)),
      );
    return named.length > 0 ? named : [{ file: `static/${picture.folder}/${picture.file}`, message }];
  });

const located =
  (problems: (content: Content) => { name: ContentFileName; path: JsonPath; message: string }[]) =>
  (content: Content) =>
    problems(content).map(({ name, path, message }) => problemAt(name, content[name], path, message));

/** A check across entries or files, run when every file it `needs` has the right shape. */
interface Check {
  needs: readonly ContentFileName[];
  run: (content: Content) => ContentProblem[];
}

function checks(mediaExists: MediaExists, pictures: readonly DiskPicture[]): Check[] {
  return [
    ...CONTENT_FILE_NAMES.map((name) => ({ needs: [name], run: slugProblems(name) })),
    { needs: ["booking"], run: sportIdProblems },
    { needs: ["classes", "coaches"], run: classCoachProblems },
    { needs: ["classes", "booking"], run: classSportProblems },
    { needs: ["booking"], run: defaultSportProblems },
    { needs: ["classes", "booking"], run: untaughtSportProblems },
    { needs: ["classes"], run: draftProblems },
    ...CONTENT_FILE_NAMES.map((name) => ({ needs: [name, "booking"] as const, run: handWrittenPriceProblems(name) })),
    { needs: ["classes", "site"], run: openingHoursProblems },
    { needs: ["classes"], run: ageProblems },
    { needs: ["faq", "privacy", "terms", "site", "booking"], run: located(studioTextProblems) },
    { needs: ["testimonials", "classes"], run: located(testimonialProblems) },
    { needs: ["classes", "coaches"], run: located(coachOverlapProblems) },
    { needs: ["classes"], run: located(trialClaimProblems) },
    { needs: ["classes"], run: located(priceNoteProblems) },
    { needs: ["classes"], run: located(cycleProblems) },
    { needs: ["classes", "booking"], run: located(classKindProblems) },
    { needs: CONTENT_FILE_NAMES, run: located(secondSpellingProblems) },
    { needs: ["shop"], run: located(productPriceProblems) },
    ...contentFiles().map((file) => ({ needs: [file.name], run: missingMediaProblems(file, mediaExists) })),
    // A picture too heavy is found on disk: reported even where the file naming it has another mistake.
    { needs: [], run: pictureWeightProblems(pictures) },
  ];
}

/**
 * Every problem in the content, as the editor who made it needs to read it, in one run: each file that could be
 * read (`files` leaves out those that could not) is checked for its shape, and each check across entries or files
 * runs once the files it reads have the right shape, so one mistake is reported once, where it was made, and hides
 * no other.
 */
export function validateContent(
  files: Partial<ContentFiles>,
  mediaExists: MediaExists,
  pictures: readonly DiskPicture[] = [],
): ContentProblem[] {
  const present = contentFiles().filter((file) => file.name in files);
  const shapes = present.map((file) => ({ name: file.name, problems: shapeProblems(file, files[file.name]) }));
  const wellShaped = new Set(shapes.filter(({ problems }) => problems.length === 0).map(({ name }) => name));
  const content = files as Content;
  return [
    ...shapes.flatMap(({ problems }) => problems),
    ...checks(mediaExists, pictures)
      .filter(({ needs }) => needs.every((name) => wellShaped.has(name)))
      .flatMap(({ run }) => run(content)),
  ];
}
