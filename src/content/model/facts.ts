/**
 * What a content field is to the rest of the site, stated once beside its type in the model: the lists that used to
 * repeat it (the texts the content check reads for claims, the editor's relations, the field tables of docs/) are
 * made from it, or tested against it. Kept in a registry of its own, so the JSON Schemas do not carry it.
 */
import { z } from "zod";

export interface FieldFacts {
  /** A visitor reads it on the site: the content check holds what it says (a try-out offered, a price) to the facts. */
  visitorReads?: true;
  /** Its values are entries of another file, by key: the content editor offers them as a list to choose from. */
  refersTo?: {
    /** The content file's name, as content-files.ts lists it ("coaches", "booking"). */
    file: string;
    /** The list inside that file whose entries are meant ("sports" in booking.json); none for a list file. */
    list?: string;
    /** The field of an entry that is written here. */
    key: string;
    /** The field of an entry that the editor shows for it. */
    label: string;
  };
  /** What the site does when this optional choice is left empty, in Hebrew: the editor offers it as a choice too. */
  unsetMeans?: string;
}

const registry = z.registry<FieldFacts>();

/** The field `schema`, with these facts; a copy, so that a shared type (`text`) does not take them everywhere. */
export function withFacts<Schema extends z.ZodType>(facts: FieldFacts, schema: Schema): Schema {
  const field = schema.clone() as Schema;
  registry.add(field, facts);
  return field;
}

/** A text a visitor reads on the site. */
export const visitorText = <Schema extends z.ZodType>(schema: Schema): Schema =>
  withFacts({ visitorReads: true }, schema);

/** A field's place in its file: object keys, and `*` for every item of a list. */
export type FieldPath = (string | "*")[];

const WRAPPERS = new Set(["optional", "nullable", "default", "readonly"]);

/** The schema inside `schema`'s optional, nullable, default and readonly wrappers, with the wrappers' own schemas. */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  while (WRAPPERS.has(found.at(-1)!._zod.def.type))
    found.push((found.at(-1)!._zod.def as unknown as { innerType: z.ZodType }).innerType);
  return found;
}

/** The schema inside `schema`'s wrappers: a text field's string, however optional. */
export const unwrapped = (schema: z.ZodType): z.ZodType => layers(schema).at(-1)!;

function factsAndInner(schema: z.ZodType): { facts?: FieldFacts; inner: z.ZodType } {
  const found = layers(schema);
  return { facts: found.map((layer) => registry.get(layer)).find(Boolean), inner: found.at(-1)! };
}

/** Every field of `schema` (a content file's, or an entry's) that has facts, in the model's order. */
export function fieldsWithFacts(schema: z.ZodType, path: FieldPath = []): { path: FieldPath; facts: FieldFacts }[] {
  const { facts, inner } = factsAndInner(schema);
  const here = facts && path.length > 0 ? [{ path, facts }] : [];
  const def = inner._zod.def as unknown as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
  if (def.type === "object")
    return [...here, ...Object.entries(def.shape!).flatMap(([key, field]) => fieldsWithFacts(field, [...path, key]))];
  if (def.type === "array") return [...here, ...fieldsWithFacts(def.element!, [...path, "*"])];
  return here;
}

/** The texts of `data` that a visitor reads, per the model `schema`, each with where it is (a list's lines one by one). */
export function visitorTexts(schema: z.ZodType, data: unknown): { path: (string | number)[]; text: string }[] {
  const fields = fieldsWithFacts(schema).filter(({ facts }) => facts.visitorReads);
  return fields.flatMap(({ path }) => textsAt(data, path, []));
}

function textsAt(
  value: unknown,
  path: FieldPath,
  at: (string | number)[],
): { path: (string | number)[]; text: string }[] {
  if (value === undefined || value === null) return [];
  if (path.length === 0) {
    if (typeof value === "string") return [{ path: at, text: value }];
    if (Array.isArray(value)) return value.flatMap((item, index) => textsAt(item, [], [...at, index]));
    return [];
  }
  const [step, ...rest] = path;
  if (step === "*")
    return Array.isArray(value) ? value.flatMap((item, index) => textsAt(item, rest, [...at, index])) : [];
  return typeof value === "object" ? textsAt((value as Record<string, unknown>)[step!], rest, [...at, step!]) : [];
}
