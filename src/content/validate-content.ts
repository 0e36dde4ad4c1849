import type { z } from "zod";
import {
  CONTENT_FILE_NAMES,
  contentFiles,
  contentPath,
  fileSchema,
  type Content,
  type ContentFile,
  type ContentFileName,
  type JsonPath,
  type MediaFolder,
} from "./content-files";
import { mediaValues } from "./content-json-schema";
import { classAgeMismatches } from "./age-claims";
import { studioTextProblems, testimonialProblems } from "./studio-texts";

/** The parsed JSON of each file in content/, before it is checked. */
export type ContentFiles = Record<ContentFileName, unknown>;

export interface ContentProblem {
  file: string;
  /** The entry of a list file: its slug in quotes, or "#n" counting from 1. */
  entry?: string;
  field?: string;
  message: string;
  /** Where in the file the problem is, as keys from the top: what the line and column are found from. */
  path?: JsonPath;
}

export type MediaExists = (folder: MediaFolder, file: string) => boolean;

function fieldPath(path: readonly PropertyKey[]): string | undefined {
  const text = path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`))
    .join("");
  return text || undefined;
}

function entryLabel(entries: unknown, index: number): string {
  const entry = Array.isArray(entries) ? (entries[index] as { slug?: unknown } | undefined) : undefined;
  return typeof entry?.slug === "string" && entry.slug ? `"${entry.slug}"` : `#${index + 1}`;
}

/** A problem at `path` in file `name`, named by entry and field as editors read it. */
function problemAt(name: ContentFileName, data: unknown, path: JsonPath, message: string): ContentProblem {
  const [first, ...rest] = path;
  const inEntry = Array.isArray(data) && typeof first === "number";
  const field = fieldPath(inEntry ? rest : path);
  return {
    file: contentPath(name),
    ...(inEntry ? { entry: entryLabel(data, first) } : {}),
    ...(field ? { field } : {}),
    message,
    path,
  };
}

/** zod's generic type messages, in words an editor knows; a schema's own message (e.g. whole shekels) is kept. */
const TYPE_WORDS: Record<string, string> = {
  string: "must be text in double quotes",
  number: "must be a number",
  boolean: "must be true or false",
  array: "must be a list in [ ]",
  object: "must be an object in { }",
};

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required but missing";
  if (issue.code === "invalid_type") return TYPE_WORDS[issue.expected] ?? issue.message;
  return issue.message;
}

const asPath = (path: readonly PropertyKey[]): JsonPath => path.map((key) => (typeof key === "symbol" ? "" : key));

function shapeProblems(file: ContentFile, data: unknown): ContentProblem[] {
  const result = fileSchema(file).safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const path = asPath(issue.path);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        problemAt(file.name, data, [...path, key], "is not a known field (check its spelling)"),
      );
    }
    return [problemAt(file.name, data, path, describeIssue(issue))];
  });
}

/** A problem at each value, among `count` places found by `key`, that an earlier place already holds. */
function duplicates(name: ContentFileName, data: unknown, count: number, key: (index: number) => JsonPath) {
  const seen = new Set<unknown>();
  return Array.from({ length: count }, (_, index) => index).flatMap((index) => {
    const path = key(index);
    const value = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], data);
    if (!seen.has(value)) return (seen.add(value), []);
    return [problemAt(name, data, path, `"${String(value)}" is used by an earlier entry too`)];
  });
}

function uniquenessProblems(content: Content): ContentProblem[] {
  const slugged = CONTENT_FILE_NAMES.flatMap((name) => {
    const entries = content[name];
    if (!Array.isArray(entries) || !entries.every((entry) => "slug" in entry)) return [];
    return duplicates(name, entries, entries.length, (index) => [index, "slug"]);
  });
  const { booking } = content;
  const sports = duplicates("booking", booking, booking.sports.length, (index) => ["sports", index, "id"]);
  return [...slugged, ...sports];
}

function referenceProblems({ classes, coaches, booking }: Content): ContentProblem[] {
  const coachSlugs = new Set(coaches.map((coach) => coach.slug));
  const sportIds = new Set<string>(booking.sports.map((sport) => sport.id));
  const problems = classes.flatMap((studioClass, index) => [
    ...studioClass.coaches.flatMap((slug, coachIndex) =>
      coachSlugs.has(slug)
        ? []
        : [
            problemAt(
              "classes",
              classes,
              [index, "coaches", coachIndex],
              `names coach "${slug}", who is not in content/coaches.json`,
            ),
          ],
    ),
    ...(studioClass.sport !== undefined && !sportIds.has(studioClass.sport)
      ? [
          problemAt(
            "classes",
            classes,
            [index, "sport"],
            `"${studioClass.sport}" is not a sport in content/booking.json`,
          ),
        ]
      : []),
  ]);
  if (!sportIds.has(booking.defaultSport)) {
    const message = `"${booking.defaultSport}" is not one of the sports listed in the same file`;
    problems.push(problemAt("booking", booking, ["defaultSport"], message));
  }
  return problems;
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
            `"${sport.id}" is taught by no class in content/classes.json`,
          ),
        ],
  );
}

/** Every text of a parsed JSON value, with its path from the top. */
function textsIn(value: unknown, path: JsonPath = []): { path: JsonPath; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}

/** "60 ₪", "₪60" or "60 ש״ח" for this amount, not for 160 or 600. */
export const writtenPrice = (amount: number): RegExp =>
  new RegExp(`(?<!\\d)${amount}\\s*(₪|ש["״]ח|שקל)|₪\\s*${amount}(?!\\d)`);

/** The try-out price written by hand in a text: it has one home (booking.json) and goes into texts as {price}. */
function handWrittenPriceProblems(content: Content): ContentProblem[] {
  const price = writtenPrice(content.booking.priceILS);
  const message = `writes the try-out price by hand: write {price} instead (the price lives in content/booking.json)`;
  return CONTENT_FILE_NAMES.flatMap((name) =>
    textsIn(content[name])
      .filter(({ text }) => price.test(text))
      .map(({ path }) => problemAt(name, content[name], path, message)),
  );
}

/** Class sessions that the studio's opening hours do not cover: the timetable and the hours shown would disagree. */
function openingHoursProblems({ classes, site }: Content): ContentProblem[] {
  return classes.flatMap((studioClass, index) =>
    studioClass.schedule.flatMap((session, sessionIndex) => {
      const hours = site.openingHours.filter((entry) => entry.day === session.day);
      if (hours.some((entry) => entry.opens <= session.start && session.end <= entry.closes)) return [];
      const open = hours.map((entry) => `${entry.opens}–${entry.closes}`).join(", ") || "closed";
      const message = `is outside the studio's opening hours on ${session.day} (${open} in content/site.json)`;
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

function missingMediaProblems(content: Content, mediaExists: MediaExists): ContentProblem[] {
  return contentFiles().flatMap((file) => {
    const folder = file.mediaFolder;
    if (!folder) return [];
    return mediaValues(file, content[file.name])
      .filter(({ value }) => !mediaExists(folder, value))
      .map(({ path, value }) =>
        problemAt(
          file.name,
          content[file.name],
          path,
          `names "${value}", but static/${folder}/${value} does not exist`,
        ),
      );
  });
}

/**
 * Every problem in the content, as the editor who made it needs to read it. The cross-file checks run only once
 * each file has the right shape, so one mistake is reported once, where it was made.
 */
export function validateContent(files: ContentFiles, mediaExists: MediaExists): ContentProblem[] {
  const shape = contentFiles().flatMap((file) => shapeProblems(file, files[file.name]));
  if (shape.length > 0) return shape;
  const content = files as Content;
  return [
    ...uniquenessProblems(content),
    ...referenceProblems(content),
    ...untaughtSportProblems(content),
    ...handWrittenPriceProblems(content),
    ...openingHoursProblems(content),
    ...ageProblems(content),
    ...studioTextProblems(content).map(({ name, path, message }) => problemAt(name, content[name], path, message)),
    ...testimonialProblems(content).map(({ name, path, message }) => problemAt(name, content[name], path, message)),
    ...missingMediaProblems(content, mediaExists),
  ];
}
