/**
 * The GraphQL types of the content, written from each file's JSON Schema (itself made from model/), so
 * the page queries see exactly the fields, nullability and lists that the check accepts:
 * required → `!`, optional → nullable, list → `[T!]`, integer → Int, an enum with an id → a GraphQL enum
 * (an enum without one, such as the sports whose ids have spaces, → String), a nested object → the type named by
 * its id. The registry adds what is not in the files: the entry's language ("he", or "en" for the English site's
 * entries: gatsby-node/english-nodes.ts), position, routes, links and pictures, and the interface that
 * files of one shape share (`graphqlInterface`: their fields, once).
 */
import { contentFiles, type ContentFile } from "../../src/content/content-files";
import { contentJsonSchema, resolve, type JsonSchema } from "./content-json-schema";

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

interface Definitions {
  /** SDL of each named object and enum type, in the order first met. */
  types: Map<string, string>;
}

const description = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : "");

function define(definitions: Definitions, name: string, sdl: string) {
  const known = definitions.types.get(name);
  if (known !== undefined && known !== sdl) throw new Error(`Two different content types are both called ${name}`);
  definitions.types.set(name, sdl);
}

function fieldType(root: JsonSchema, schema: JsonSchema, definitions: Definitions, where: string): string {
  const { schema: resolved, name } = resolve(root, schema);
  if (resolved.enum) {
    if (!name) return "String";
    const invalid = resolved.enum.filter((value) => !GRAPHQL_NAME.test(value));
    if (invalid.length > 0)
      throw new Error(`${where}: enum ${name} has values GraphQL cannot name: ${invalid.join(", ")}`);
    define(
      definitions,
      name,
      `${description(resolved.description, "")}enum ${name} {\n  ${resolved.enum.join("\n  ")}\n}`,
    );
    return name;
  }
  switch (resolved.type) {
    case "string":
      return "String";
    case "integer":
      return "Int";
    case "number":
      return "Float";
    case "boolean":
      return "Boolean";
    case "array":
      if (!resolved.items) throw new Error(`${where}: a list without a type of item`);
      return `[${fieldType(root, resolved.items, definitions, `${where}[]`)}!]`;
    case "object":
      if (!name)
        throw new Error(`${where}: a nested object needs .meta({ id }) in src/content/model/ (its type's name)`);
      define(definitions, name, objectType(name, fields(root, resolved, definitions, name), resolved.description));
      return name;
    default:
      throw new Error(`${where}: no GraphQL type for ${JSON.stringify(resolved)}`);
  }
}

interface Field {
  key: string;
  type: string;
  description?: string;
}

const render = ({ key, type, description: text }: Field) => `${description(text, "  ")}  ${key}: ${type}`;

/**
 * `replaced`: fields whose GraphQL type the registry gives, so they are not typed from the file (a JSON value), or
 * that it leaves out (null: content/ui.json's sections, which reach the site whole in one field).
 */
function fields(
  root: JsonSchema,
  object: JsonSchema,
  definitions: Definitions,
  where: string,
  replaced: Record<string, string | null> = {},
): Field[] {
  const required = new Set(object.required ?? []);
  const typed = Object.entries(object.properties ?? {}).filter(([key]) => replaced[key] !== null);
  return typed.map(([key, property]) => ({
    key,
    type:
      replaced[key] ?? `${fieldType(root, property, definitions, `${where}.${key}`)}${required.has(key) ? "!" : ""}`,
    description: property.description ?? resolve(root, property).schema.description,
  }));
}

function objectType(name: string, fieldList: Field[], text?: string, implementsNode = false, shares?: string): string {
  const head = `type ${name}${implementsNode ? ` implements Node${shares ? ` & ${shares}` : ""} @dontInfer` : ""}`;
  return `${description(text, "")}${head} {\n${fieldList.map(render).join("\n")}\n}`;
}

/** The interface `name` with the fields of a type that implements it: every other one must have the same. */
function defineInterface(definitions: Definitions, name: string, fieldList: Field[]) {
  const sdl = `interface ${name} {\n${fieldList.map((field) => render({ ...field, description: undefined })).join("\n")}\n}`;
  const known = definitions.types.get(name);
  if (known !== undefined && known !== sdl) throw new Error(`The types that share ${name} differ in their fields`);
  definitions.types.set(name, sdl);
}

/** The content's own fields, with the registry's replacements, then what the registry adds. */
function contentType(file: ContentFile, definitions: Definitions): string {
  const root = contentJsonSchema(file);
  const entry = file.shape === "list" && !file.folder ? root.items : root;
  if (!entry) throw new Error(`${file.name}: a list file without entries`);
  const added: Record<string, string | null> = {
    lang: "String! @language",
    ...(file.shape === "list" ? { position: "Int! @positionInFile" } : {}),
    ...(file.route ? { [file.route.field]: `String! @route(prefix: "${file.route.prefix}")` } : {}),
    ...file.graphqlFields,
  };
  const own = fields(root, entry, definitions, file.graphqlType, added);
  const ownKeys = new Set(own.map(({ key }) => key));
  const merged = [
    ...own
      .filter((field) => added[field.key] !== null)
      .map((field) => (field.key in added ? { ...field, type: added[field.key]! } : field)),
    ...Object.entries(added)
      .filter(([key, type]) => !ownKeys.has(key) && type !== null)
      .map(([key, type]) => ({ key, type: type! })),
  ];
  if (file.graphqlInterface) defineInterface(definitions, file.graphqlInterface, merged);
  return objectType(file.graphqlType, merged, file.description, true, file.graphqlInterface);
}

/** The SDL of every content type, with the object and enum types they use. */
export function contentTypeDefs(files: ContentFile[] = contentFiles()): string {
  const definitions: Definitions = { types: new Map() };
  const roots = files.map((file) => contentType(file, definitions));
  return [...roots, ...definitions.types.values()].join("\n\n");
}
