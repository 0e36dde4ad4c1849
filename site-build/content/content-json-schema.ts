/**
 * The JSON Schema of each content file, made from its zod schema (committed in content/schemas/ for editors): of a
 * folder kind's entry files, one entry's. And a walk over a file's data guided by it. The GraphQL types are made from
 * the same JSON Schema.
 */
import { z } from "zod";
import { contentPath, entryPath, formSchema, type ContentFile, type JsonPath } from "../../src/content/content-files";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: readonly string[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  description?: string;
  [keyword: string]: unknown;
}

export function contentJsonSchema(file: ContentFile): JsonSchema {
  // Draft 7: the version that most editors (VS Code, JetBrains, vim and emacs language servers) read in full.
  const schema = z.toJSONSchema(formSchema(file), {
    io: "input",
    target: "draft-7",
    unrepresentable: "throw",
  }) as JsonSchema;
  const { $schema, ...rest } = schema;
  const title = file.folder ? entryPath(file.name, `{${file.folder.key ?? "name"}}`) : contentPath(file.name);
  return { $schema, title, description: file.description, ...rest };
}

const DEFS = "#/definitions/";

/**
 * The definition a `$ref` points to, and its name (a GraphQL type's name); the schema itself otherwise. Draft 7
 * ignores keywords beside a `$ref`, so zod writes a described reference as `allOf: [{ $ref }]`.
 */
export function resolve(root: JsonSchema, schema: JsonSchema): { schema: JsonSchema; name?: string } {
  const [only, ...others] = (schema.allOf as JsonSchema[] | undefined) ?? [];
  const ref = schema.$ref ?? (only && others.length === 0 ? only.$ref : undefined);
  if (!ref) return { schema };
  if (!ref.startsWith(DEFS)) throw new Error(`Unsupported $ref ${ref}`);
  const name = ref.slice(DEFS.length);
  const target = root.definitions?.[name];
  if (!target) throw new Error(`No definition for ${ref}`);
  return { schema: target, name };
}

/** Every value in `data` whose schema is the named definition, with where it is. */
function valuesOfDefinition(root: JsonSchema, data: unknown, definition: string) {
  const found: { path: JsonPath; value: unknown }[] = [];
  const visit = (schema: JsonSchema, value: unknown, path: JsonPath) => {
    const { schema: resolved, name } = resolve(root, schema);
    if (name === definition) found.push({ path, value });
    else if (resolved.items && Array.isArray(value))
      value.forEach((item, index) => visit(resolved.items!, item, [...path, index]));
    else if (resolved.properties && value && typeof value === "object") {
      for (const [key, property] of Object.entries(resolved.properties)) {
        const child = (value as Record<string, unknown>)[key];
        if (child !== undefined) visit(property, child, [...path, key]);
      }
    }
  };
  visit(root, data, []);
  return found;
}

const schemaCache = new Map<string, JsonSchema>();
const cachedJsonSchema = (file: ContentFile) => {
  if (!schemaCache.has(file.name)) schemaCache.set(file.name, contentJsonSchema(file));
  return schemaCache.get(file.name)!;
};

/** The media file names in a checked file, or a folder kind's list (fields of type MediaFile, model/fields.ts). */
export function mediaValues(file: ContentFile, data: unknown): { path: JsonPath; value: string }[] {
  const values = (entry: unknown) =>
    valuesOfDefinition(cachedJsonSchema(file), entry, "MediaFile") as { path: JsonPath; value: string }[];
  if (!file.folder || !Array.isArray(data)) return values(data);
  return data.flatMap((entry, index) => values(entry).map(({ path, value }) => ({ path: [index, ...path], value })));
}
