/**
 * The configuration of the content editor at /admin/content/ (Sveltia CMS), made from the content model: each
 * content file of the registry a form of its own (a list file's entries as a list at its top level), each kind kept
 * as a folder (content/classes/) a collection of entries, one file each, so that each entry's change is a pull request
 * of its own; a form field per schema field with the widget its type asks for,
 * the model's required fields, patterns (with the check's Hebrew messages), ranges and descriptions. Written to
 * static/admin/content/config.json by `npm run content:schemas`; a unit test fails when it is out of date.
 */
import {
  CONTENT_FILE_NAMES,
  contentFiles,
  contentPath,
  fileSchema,
  folderOf,
  type ContentFile,
  type ContentFileName,
} from "../../src/content/content-files";
import { readContentData } from "./content-on-disk";
import { fieldsWithFacts } from "../../src/content/model/facts";
import { contentJsonSchema, resolve, type JsonSchema } from "./content-json-schema";
import { ruleMessages, type RuleMessages } from "./zod-messages";

export const EDITOR_CONFIG_FILE = "static/admin/content/config.json";
/** The field that holds a list file's entries: saved as the file's top level (`root`). */
export const LIST_FIELD = "items";
/** Each settings file is a "singleton" of the editor: listed on its own, one click from its form. */
export const SINGLETONS = "_singletons";

/** A field's widget and its options, as Sveltia CMS names them. */
type Widget = Record<string, unknown> & { widget: string };
export type EditorField = Widget & { name: string };

/** A field whose values are another file's entries (by key), chosen from a list instead of typed. */
interface Relation {
  file: ContentFileName;
  /**
   * Key paths in the other file's form: a list file's entries are below LIST_FIELD; a folder kind's entries are
   * the collection's entries, so the key itself.
   */
  valueField: string;
  displayField: string;
}

/**
 * `file.path.to.field` (list indexes as `*`; a folder kind's path is within one entry) → what it refers to, from the
 * model's `refersTo` facts (src/content/model/facts.ts).
 */
export function editorRelations(): Record<string, Relation> {
  return Object.fromEntries(
    contentFiles().flatMap((file) =>
      fieldsWithFacts(file.folder ? file.schema : fileSchema(file)).flatMap(({ path, facts: { refersTo } }) => {
        if (!refersTo) return [];
        const target = refersTo.file as ContentFileName;
        const entries = folderOf(target) ? "" : `${refersTo.list ?? LIST_FIELD}.*.`;
        const relation: Relation = {
          file: target,
          valueField: `${entries}${refersTo.key}`,
          displayField: `${entries}${refersTo.label}`,
        };
        return [[[file.name, ...path].join("."), relation] as const];
      }),
    ),
  );
}
const RELATIONS = editorRelations();

/** A string longer than this in today's content, or with a line break, gets a multi-line box. */
const LONG_TEXT = 80;
/** Fields that name a list entry when it is collapsed, in order of preference. */
const SUMMARY_FIELDS = ["title", "name", "menuLabel", "label", "question", "text", "quote", "day", "date"];
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The short label of a field: its description up to the first colon (not HH:MM's), semicolon, comma or bracket. */
export function labelOf(description: string | undefined, name: string): string {
  const label = description?.split(/:(?!\w)|[;,(]/)[0]?.trim();
  return label || name;
}

/** Enum values' Hebrew names, as the model's descriptions write them: `kids (ילדים), adults (מבוגרים)`. */
export function enumLabels(values: readonly string[], description = ""): { value: string; label: string }[] {
  return values.map((value) => {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const named = new RegExp(`(?:^|[\\s:,])${escaped} \\(([^)]+)\\)`).exec(description);
    return { value, label: named ? named[1]! : value };
  });
}

interface Walk {
  root: JsonSchema;
  file: ContentFile;
  messages: RuleMessages;
  longest: Map<string, number>;
}

const describe = (schema: JsonSchema, resolved: JsonSchema) =>
  (schema.description as string | undefined) ?? (resolved.description as string | undefined);

/** Every string of `data` by its path (`classes.*.title`): the longest length, a line break counting as long. */
export function longestStrings(data: unknown, path: string, found = new Map<string, number>()) {
  if (typeof data === "string") {
    const length = data.includes("\n") ? Infinity : data.length;
    found.set(path, Math.max(found.get(path) ?? 0, length));
  } else if (Array.isArray(data)) data.forEach((item) => longestStrings(item, `${path}.*`, found));
  else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) longestStrings(value, `${path}.${key}`, found);
  }
  return found;
}

/**
 * A Hebrew message as the editor's left-to-right page shows it right to left: isolated (U+2067 … U+2069), so that
 * "(24 שעות)" and "HH:MM" stay in their places.
 */
export const rightToLeft = (message: string) => `\u2067${message}\u2069`;

/** One pattern, or several that must all match (a string with more than one rule). */
function patternOf(schema: JsonSchema, walk: Walk): [string, string] | undefined {
  const rules = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])]
    .map((part) => part.pattern as string | undefined)
    .filter((pattern): pattern is string => !!pattern);
  if (rules.length === 0) return undefined;
  const messages = rules.map((rule) => walk.messages.byPattern.get(rule));
  const formatMessage = schema.format ? walk.messages.byFormat.get(schema.format as string) : undefined;
  const message = [...new Set([formatMessage ?? messages[0], ...messages.slice(1)].filter(Boolean))].join("; ");
  const pattern = rules.length === 1 ? rules[0]! : `^${rules.map((rule) => `(?=[\\s\\S]*?(?:${rule}))`).join("")}`;
  return [pattern, message && rightToLeft(message)];
}

function stringField(schema: JsonSchema, path: string, walk: Walk): Widget {
  if (schema.enum) {
    return { widget: "select", options: enumLabels(schema.enum, schema.description) };
  }
  if (schema.format === "date") return { widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  // A time is a text box with the model's pattern, not the browser's time picker: the picker takes "25:00" typed as
  // 02:50 without a word, and a draft is saved with whatever it holds; a text box's "25:00" is refused, in Hebrew.
  const pattern = patternOf(schema, walk);
  const type = schema.format === "uri" ? "url" : schema.format === "email" ? "email" : undefined;
  const long = (walk.longest.get(path) ?? 0) > LONG_TEXT;
  return {
    widget: long ? "text" : "string",
    ...(type ? { type } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

function mediaField(schema: JsonSchema, walk: Walk): Widget {
  const folder = walk.file.mediaFolder;
  if (!folder) throw new Error(`${walk.file.name}: a media field, but no mediaFolder in content-files.ts`);
  return {
    widget: "file",
    media_folder: `/static/${folder}`,
    public_folder: "",
    choose_url: false,
    ...(patternOf(schema, walk) ? { pattern: patternOf(schema, walk) } : {}),
  };
}

function relationField(relation: Relation, multiple: boolean, min?: number): Widget {
  return {
    widget: "relation",
    ...(folderOf(relation.file) ? { collection: relation.file } : { collection: SINGLETONS, file: relation.file }),
    value_field: relation.valueField,
    display_fields: [relation.displayField],
    search_fields: [relation.displayField],
    ...(multiple ? { multiple: true, ...(min ? { min } : {}) } : {}),
  };
}

function numberField(schema: JsonSchema): Widget {
  const integer = schema.type === "integer";
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? undefined : exclusiveMin + 1);
  const max = schema.maximum as number | undefined;
  return {
    widget: "number",
    value_type: integer ? "int" : "float",
    ...(min === undefined ? {} : { min }),
    ...(max === undefined || max >= MAX_SAFE ? {} : { max }),
  };
}

/** The widget and its options for the value at `path` (list indexes as `*`). */
function widgetOf(schema: JsonSchema, path: string, walk: Walk, label = ""): Widget {
  const { schema: resolved, name: definition } = resolve(walk.root, schema);
  const relation = RELATIONS[path];
  if (definition === "MediaFile") return mediaField(resolved, walk);
  if (relation && resolved.type === "array") return relationField(relation, true, resolved.minItems as number);
  if (relation) return relationField(relation, false);
  switch (resolved.type) {
    case "string":
      return stringField(resolved, path, walk);
    case "integer":
    case "number":
      return numberField(resolved);
    case "boolean":
      return { widget: "boolean" };
    case "object":
      return { widget: "object", fields: objectFields(resolved, path, walk) };
    case "array":
      return listField(resolved, path, walk, label);
    default:
      throw new Error(`${path}: no editor widget for the schema ${JSON.stringify(resolved)}`);
  }
}

function listField(schema: JsonSchema, path: string, walk: Walk, label = ""): Widget {
  const items = resolve(walk.root, schema.items!).schema;
  const min = schema.minItems as number | undefined;
  const max = schema.maxItems as number | undefined;
  const bounds = { ...(min ? { min } : {}), ...(max === undefined ? {} : { max }) };
  if (items.type === "object") {
    const fields = objectFields(items, `${path}.*`, walk);
    const summary = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name));
    return {
      widget: "list",
      fields,
      ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      collapsed: "auto",
      ...bounds,
    };
  }
  const { widget, ...options } = widgetOf(schema.items!, `${path}.*`, walk, label);
  return { widget: "list", field: { name: "item", label, widget, ...options }, ...bounds };
}

/**
 * An optional yes/no whose absence means something (a class without "trial" offers a try-out): the editor's yes/no
 * widget fills a missing value with false and writes it into every entry; a choice may stay empty, and an empty
 * optional field is not written.
 */
const optionalYesNo = (description?: string): Widget => ({
  widget: "select",
  options: [true, false].map((value) => ({ value, label: enumLabels([String(value)], description)[0]!.label })),
});

/**
 * A choice's hint without the list of its values: the form shows each value by its Hebrew name, and "paused
 * (מושהה)" is written for the file's readers. What the description says besides stays.
 */
export function hintBesideOptions(description: string, options: unknown): string {
  if (!Array.isArray(options)) return description;
  let hint = description;
  for (const option of options as { value?: unknown; label?: string }[]) {
    if (typeof option !== "object" || String(option.value) === option.label) continue;
    hint = hint.replace(`${String(option.value)} (${option.label})`, "");
  }
  // What the list leaves: ": , , " at the end, or ": , ; " before the rest of the sentence.
  return hint.replace(/:[\s,]*;?\s*/, ": ").replace(/[\s,:;]+$/, "");
}

function objectFields(schema: JsonSchema, path: string, walk: Walk): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const fieldPath = `${path}.${name}`;
    const { schema: resolved } = resolve(walk.root, property);
    const description = describe(property, resolved);
    const label = labelOf(description, name);
    const optional = !required.has(name) || (resolved.type === "array" && !resolved.minItems);
    const widget =
      optional && resolved.type === "boolean" ? optionalYesNo(description) : widgetOf(property, fieldPath, walk, label);
    const hint = description && hintBesideOptions(description, widget.options);
    return {
      name,
      label,
      ...(hint && hint !== label ? { hint } : {}),
      ...(optional ? { required: false } : {}),
      ...widget,
    };
  });
}

function fileFields(file: ContentFile, walk: Walk): EditorField[] {
  if (file.shape === "object") return objectFields(walk.root, file.name, walk);
  const label = labelOf(file.description, file.name);
  const { widget, ...list } = listField(walk.root, file.name, walk, label);
  return [{ name: LIST_FIELD, label, widget, root: true, ...list }];
}

function singleton(file: ContentFile, data: unknown, messages: RuleMessages) {
  const root = contentJsonSchema(file);
  const walk: Walk = { root, file, messages, longest: longestStrings(data, file.name) };
  const label = labelOf(file.description, file.name);
  return {
    name: file.name,
    label,
    file: contentFileInLanguage(file.name),
    i18n: true,
    format: "json",
    fields: fileFields(file, walk),
  };
}

/**
 * A kind kept as a folder, as a collection of entries: each entry its own file, named by its key (a notice, which has
 * none, by its last day and a random suffix), listed in the site's order (`orderBy`, src/content/entry-order.ts).
 */
function folderCollection(file: ContentFile, data: unknown, messages: RuleMessages) {
  const folder = file.folder!;
  const root = contentJsonSchema(file);
  const longest = new Map<string, number>();
  if (Array.isArray(data)) for (const entry of data) longestStrings(entry, file.name, longest);
  const walk: Walk = { root, file, messages, longest };
  const fields = objectFields(root, file.name, walk);
  const summary = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name));
  const [firstOrder] = folder.orderBy;
  return {
    name: file.name,
    label: labelOf(file.description, file.name),
    folder: contentPath(file.name),
    extension: "json",
    format: "json",
    i18n: true,
    identifier_field: folder.key ?? summary,
    slug: folder.key ? `{{fields.${folder.key}}}` : `{{fields.${firstOrder}}}-{{uuid_shorter}}`,
    ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
    sortable_fields: {
      fields: [...new Set([...folder.orderBy, ...(summary ? [summary] : [])])],
      default: { field: firstOrder, direction: "ascending" },
    },
    fields,
  };
}

/**
 * The content is in one language, Hebrew, and the editor sets a text field's direction from its content language:
 * right to left for Hebrew, `auto` (from the first letter typed) without one. So the files are Hebrew content, in
 * the editor's one-file-per-language layout whose default language is left out of the path: `content/site.json`,
 * and an entry of a folder `content/classes/tissu.json` (not tissu.he.json).
 */
export const CONTENT_LANGUAGE = {
  structure: "multiple_files",
  locales: ["he"],
  default_locale: "he",
  omit_default_locale_from_file_path: true,
} as const;

/** `content/{{locale}}/site.json`: the file of `name` in each content language, the default one at contentPath. */
export const contentFileInLanguage = (name: ContentFileName) =>
  contentPath(name).replace(/[^/]+$/, (file) => `{{locale}}/${file}`);

/** `owner/name` of a GitHub repository address. */
export function githubRepository(repositoryUrl: string): string {
  const match = /^https:\/\/github\.com\/([^/]+\/[^/]+?)(?:\.git)?\/*$/.exec(repositoryUrl);
  if (!match) throw new Error(`content/site.json's repositoryUrl is not a GitHub repository: ${repositoryUrl}`);
  return match[1]!;
}

export interface EditorSite {
  brand: string;
  siteUrl: string;
  repositoryUrl?: string;
}

/** The editor's whole configuration; `content` is today's content, by file (it decides long texts). */
export function editorConfig(site: EditorSite, content: Partial<Record<ContentFileName, unknown>>) {
  const files = contentFiles();
  const messages = ruleMessages(files.map((file) => file.schema));
  return {
    backend: {
      name: "github",
      repo: site.repositoryUrl ? githubRepository(site.repositoryUrl) : "",
      branch: "main",
    },
    publish_mode: "editorial_workflow",
    media_folder: "static/images",
    public_folder: "/images",
    site_url: site.siteUrl,
    app_title: site.brand,
    i18n: CONTENT_LANGUAGE,
    // The editor's preview pane shows the fields' values again, not the site (each change's pull request has the
    // site's preview): without it the form takes the whole width, and the page renders every field once.
    editor: { preview: false },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections: files
      .filter((file) => file.folder)
      .map((file) => folderCollection(file, content[file.name], messages)),
    singletons: files.filter((file) => !file.folder).map((file) => singleton(file, content[file.name], messages)),
  };
}

/** The configuration made from the content files below `root` as they are now. */
export function currentEditorConfig(root: string) {
  const content = Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, readContentData(root, name)])) as Record<
    ContentFileName,
    unknown
  >;
  return editorConfig(content.site as EditorSite, content);
}
