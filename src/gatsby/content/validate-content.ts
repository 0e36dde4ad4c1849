import type { z } from "zod";
import {
  bookingSchema,
  classSchema,
  coachSchema,
  facilitySchema,
  homeSchema,
  productSchema,
  siteSchema,
  type BookingContent,
  type ClassContent,
  type CoachContent,
} from "./content-schema";

/** The parsed JSON of each file in content/, keyed by file name without ".json". */
export interface ContentFiles {
  site: unknown;
  classes: unknown;
  coaches: unknown;
  studio: unknown;
  booking: unknown;
  home: unknown;
  shop: unknown;
}

export type ContentFileName = keyof ContentFiles;

export interface ContentProblem {
  file: string;
  /** The entry of a list file: its slug in quotes, or "#n" counting from 1. */
  entry?: string;
  field?: string;
  message: string;
}

/** Media folders below static/, as the fallback paths of the spec name them. */
export type MediaFolder = "videos" | "videos/coaches" | "images/studio" | "images/shop" | "images/classes";
export type MediaExists = (folder: MediaFolder, file: string) => boolean;

const fileSchemas = {
  site: siteSchema,
  classes: classSchema.array(),
  coaches: coachSchema.array(),
  studio: facilitySchema.array(),
  booking: bookingSchema,
  home: homeSchema,
  shop: productSchema.array(),
} satisfies Record<ContentFileName, z.ZodType>;

export const contentPath = (name: ContentFileName) => `content/${name}.json`;

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

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required but missing";
  if (issue.code === "invalid_type") return `must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
  return issue.message;
}

function shapeProblems(name: ContentFileName, data: unknown): ContentProblem[] {
  const result = fileSchemas[name].safeParse(data, { reportInput: true });
  if (result.success) return [];
  const isList = Array.isArray(data);
  return result.error.issues.flatMap((issue) => {
    const [first, ...rest] = issue.path;
    const inEntry = isList && typeof first === "number";
    const path = inEntry ? rest : issue.path;
    const base = { file: contentPath(name), ...(inEntry ? { entry: entryLabel(data, first) } : {}) };
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        ...base,
        field: fieldPath([...path, key]),
        message: "is not a known field (check its spelling)",
      }));
    }
    return [{ ...base, field: fieldPath(path), message: describeIssue(issue) }];
  });
}

function duplicateSlugProblems(name: ContentFileName, entries: { slug: string }[]): ContentProblem[] {
  const seen = new Set<string>();
  return entries.flatMap(({ slug }) => {
    if (!seen.has(slug)) return (seen.add(slug), []);
    return [{ file: contentPath(name), entry: `"${slug}"`, field: "slug", message: "is used by an earlier entry too" }];
  });
}

function referenceProblems(classes: ClassContent[], coaches: CoachContent[], booking: BookingContent) {
  const coachSlugs = new Set(coaches.map((coach) => coach.slug));
  const sportIds = new Set(booking.sports.map((sport) => sport.id));
  const file = contentPath("classes");
  const problems: ContentProblem[] = classes.flatMap((studioClass) => {
    const entry = `"${studioClass.slug}"`;
    const unknownCoaches = studioClass.coaches
      .map((slug, index) => ({ slug, index }))
      .filter(({ slug }) => !coachSlugs.has(slug))
      .map(({ slug, index }) => ({
        file,
        entry,
        field: `coaches[${index}]`,
        message: `names coach "${slug}", who is not in content/coaches.json`,
      }));
    const unknownSport =
      studioClass.sport !== undefined && !sportIds.has(studioClass.sport)
        ? [{ file, entry, field: "sport", message: `"${studioClass.sport}" is not a sport in content/booking.json` }]
        : [];
    return [...unknownCoaches, ...unknownSport];
  });
  if (!sportIds.has(booking.defaultSport)) {
    problems.push({
      file: contentPath("booking"),
      field: "defaultSport",
      message: `"${booking.defaultSport}" is not one of the sports listed in the same file`,
    });
  }
  return problems;
}

interface MediaReference {
  name: ContentFileName;
  entry?: string;
  field: string;
  folder: MediaFolder;
  file: string | undefined;
}

function mediaReferences(content: ParsedContent): MediaReference[] {
  const { classes, coaches, studio, home, shop } = content;
  return [
    { name: "home", field: "heroVideo.mp4", folder: "videos", file: home.heroVideo.mp4 },
    { name: "home", field: "heroVideo.webm", folder: "videos", file: home.heroVideo.webm },
    ...coaches.flatMap((coach) => [
      {
        name: "coaches",
        entry: `"${coach.slug}"`,
        field: "video",
        folder: "videos/coaches",
        file: coach.video,
      } as const,
      {
        name: "coaches",
        entry: `"${coach.slug}"`,
        field: "poster",
        folder: "videos/coaches",
        file: coach.poster,
      } as const,
    ]),
    ...studio.map((card, index) => ({
      name: "studio" as const,
      entry: `#${index + 1}`,
      field: "img",
      folder: "images/studio" as const,
      file: card.img,
    })),
    ...shop.map((product) => ({
      name: "shop" as const,
      entry: `"${product.slug}"`,
      field: "image",
      folder: "images/shop" as const,
      file: product.image,
    })),
    ...classes.map((studioClass) => ({
      name: "classes" as const,
      entry: `"${studioClass.slug}"`,
      field: "image",
      folder: "images/classes" as const,
      file: studioClass.image,
    })),
  ];
}

function missingMediaProblems(content: ParsedContent, mediaExists: MediaExists): ContentProblem[] {
  return mediaReferences(content)
    .filter((reference) => reference.file !== undefined && !mediaExists(reference.folder, reference.file))
    .map(({ name, entry, field, folder, file }) => ({
      file: contentPath(name),
      ...(entry ? { entry } : {}),
      field,
      message: `names "${file}", but static/${folder}/${file} does not exist`,
    }));
}

type ParsedContent = {
  [Name in ContentFileName]: z.infer<(typeof fileSchemas)[Name]>;
};

/**
 * Every problem in the content, as the editor who made it needs to read it. The cross-file checks run only once
 * each file has the right shape, so one mistake is reported once, where it was made.
 */
export function validateContent(files: ContentFiles, mediaExists: MediaExists): ContentProblem[] {
  const names = Object.keys(fileSchemas) as ContentFileName[];
  const shape = names.flatMap((name) => shapeProblems(name, files[name]));
  if (shape.length > 0) return shape;
  const content = Object.fromEntries(
    names.map((name) => [name, fileSchemas[name].parse(files[name])]),
  ) as ParsedContent;
  return [
    ...duplicateSlugProblems("classes", content.classes),
    ...duplicateSlugProblems("coaches", content.coaches),
    ...duplicateSlugProblems("shop", content.shop),
    ...referenceProblems(content.classes, content.coaches, content.booking),
    ...missingMediaProblems(content, mediaExists),
  ];
}

export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  const where = [file, entry && `entry ${entry}`, field && `field "${field}"`].filter(Boolean).join(", ");
  return `${where}: ${message}`;
}

export function formatProblems(problems: ContentProblem[]): string {
  const heading = `The content in content/ has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:`;
  return [heading, ...problems.map((problem) => `  - ${formatProblem(problem)}`)].join("\n");
}
