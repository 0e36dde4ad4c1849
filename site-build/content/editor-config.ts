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
  formSchema,
  folderOf,
  type ContentFile,
  type ContentFileName,
} from "../../src/content/content-files";
import { readContentData } from "./content-on-disk";
import { fieldsWithFacts } from "../../src/content/model/facts";
import { ENGLISH, languageTextPaths } from "../../src/content/model/english";
import { TIME } from "../../src/content/model/fields";
import { contentJsonSchema, resolve, type JsonSchema } from "./content-json-schema";
import { NAME_FIELDS } from "./editor-removal-guard";
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
      fieldsWithFacts(formSchema(file)).flatMap(({ path, facts: { refersTo } }) => {
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

/** `file.path.to.field` → what the site does when the optional choice is left empty (the model's `unsetMeans`). */
export function unsetChoices(): Record<string, string> {
  return Object.fromEntries(
    contentFiles().flatMap((file) =>
      fieldsWithFacts(formSchema(file)).flatMap(({ path, facts: { unsetMeans } }) =>
        unsetMeans ? [[[file.name, ...path].join("."), unsetMeans] as const] : [],
      ),
    ),
  );
}
const UNSET_CHOICES = unsetChoices();

/**
 * `file.path.to.field` of every text, which the editor offers in English beside its Hebrew, and of every object and
 * list that holds one (`*` for a list's items): the model's texts (src/content/model/english.ts).
 */
export function editorTranslations(): { texts: Set<string>; holders: Set<string> } {
  const paths = contentFiles().flatMap((file) =>
    languageTextPaths(formSchema(file)).map((path) => [file.name, ...path]),
  );
  // From a field down: the file's name alone is no field (a list file's top level is its items, `faq.*`).
  const holders = paths.flatMap((path) => path.slice(1, -1).map((_, end) => path.slice(0, end + 2).join(".")));
  return { texts: new Set(paths.map((path) => path.join("."))), holders: new Set(holders) };
}
const TRANSLATIONS = editorTranslations();

/**
 * A field's language options: a text is written in each language (Hebrew alone required), an object or a list that
 * holds texts too; the other fields of such a holder are copied from the Hebrew into the English as they are.
 */
function languageOptions(path: string, parent: string, required: boolean): Record<string, unknown> {
  if (TRANSLATIONS.texts.has(path)) return { i18n: true, ...(required ? { required: [DEFAULT_LANGUAGE] } : {}) };
  if (TRANSLATIONS.holders.has(path)) return { i18n: true };
  return TRANSLATIONS.holders.has(parent) ? { i18n: "duplicate" } : {};
}

/** A string longer than this in today's content, or with a line break, gets a multi-line box. */
const LONG_TEXT = 80;
/** Fields that name a list entry when it is collapsed, in order of preference. */
const SUMMARY_FIELDS = [...NAME_FIELDS, "day", "date"];
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The short label of a field: its description up to the first colon (not 17:30's), semicolon, comma, bracket or full stop. */
export function labelOf(description: string | undefined, name: string): string {
  const label = description?.split(FIRST_CLAUSE_END)[0]?.trim();
  return label ? leftToRightIsolated(label) : name;
}
const FIRST_CLAUSE_END = /:(?!\w)|[;,(]|\.\s/;

/**
 * The labels that fields of one group repeat (a form's own fields, or the fields of an object or a list's entry in
 * it), each as `where: "label" (field, field)`. The owner tells fields apart by their labels alone: a new field
 * labelled as one beside it (an `equipment` list labelled "מה להביא" beside `bring`) reads as the same field twice.
 */
export function repeatedLabels(fields: readonly EditorField[], where: string): string[] {
  const named = new Map<string, string[]>();
  for (const { label, name } of fields) named.set(String(label), [...(named.get(String(label)) ?? []), name]);
  const repeated = [...named].filter(([, names]) => names.length > 1);
  return [
    ...repeated.map(([label, names]) => `${where}: "${label}" (${names.join(", ")})`),
    ...fields.flatMap((field) => {
      const inner = (field.fields ?? (field.field as EditorField | undefined)?.fields) as EditorField[] | undefined;
      return inner ? repeatedLabels(inner, `${where}.${field.name}`) : [];
    }),
  ];
}

/** What a hint says besides its field's label: the description after its first clause ("(לא חובה)" as "לא חובה"). */
export function hintAfterLabel(description: string): string {
  const end = FIRST_CLAUSE_END.exec(description);
  if (!end) return "";
  const rest = description.slice(end.index + (end[0] === "(" ? 0 : end[0].length)).trim();
  return rest.replace(/^\(([^()]*)\)$/, "$1").trim();
}

/** A word that reads left to right: Latin letters, an address (/faq, https://…), a phone (+972…) or a {placeholder}. */
const LEFT_TO_RIGHT_WORD = /^[[("'"]*(?:[/+{]|https?:|[A-Za-z])[^\u0590-\u05ff]*$/;
/** What ends a sentence or a clause after such a word, and stays outside its isolation. */
const TRAILING_PUNCTUATION = /[.,;:)"']+$/;

/**
 * `text` with each run of left-to-right words isolated (U+2066 … U+2069), so that the editor's right-to-left form
 * shows "/faq" as it is written and not as "faq/", and "Muay Thai" or "{price}" in their places in the sentence.
 */
export function leftToRightIsolated(text: string): string {
  // Words, and a word joined by a maqaf to a Latin one ("ב־https://") as two.
  const words = text.split(/( +|(?<=־))/);
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    if (!LEFT_TO_RIGHT_WORD.test(words[index]!)) {
      out.push(words[index]!);
      continue;
    }
    let run = words[index]!;
    while (LEFT_TO_RIGHT_WORD.test(words[index + 2] ?? "") && !TRAILING_PUNCTUATION.test(run)) {
      run += words[index + 1]! + words[index + 2]!;
      index += 2;
    }
    const trailing = TRAILING_PUNCTUATION.exec(run)?.[0] ?? "";
    out.push(`\u2066${run.slice(0, run.length - trailing.length)}\u2069${trailing}`);
  }
  return out.join("");
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
  return [pattern, message && rightToLeft(leftToRightIsolated(message))];
}

function stringField(schema: JsonSchema, path: string, walk: Walk): Widget {
  if (schema.enum) {
    return { widget: "select", options: enumLabels(schema.enum, schema.description) };
  }
  if (schema.format === "date") return { widget: "datetime", type: "date", format: DATE_FORMAT };
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

/**
 * A photo from a phone (IMG_2034.JPG), a name in Hebrew or with spaces: the editor renames an uploaded file to
 * lower-case Latin letters, digits and dashes (img_2034.jpg), which the model's file-name pattern takes, instead of
 * refusing it. Letters it cannot write in Latin (Hebrew) are left out; a name left with nothing gets a random one.
 */
export const SAFE_FILE_NAMES = { default: { config: { slugify_filename: true } } };
/** How the editor makes a file name safe (its global `slug` options): ASCII only. */
export const FILE_NAME_SLUG = { encoding: "ascii", clean_accents: true };

/**
 * Where a picture comes from: the owner's device and the site's own files, and not the stock photo services, which
 * need a key the studio has not got and an address the editor's policy does not allow.
 */
export const MEDIA_LIBRARIES = { ...SAFE_FILE_NAMES, stock_assets: false } as const;

function mediaField(schema: JsonSchema, walk: Walk): Widget {
  const folder = walk.file.mediaFolder;
  if (!folder) throw new Error(`${walk.file.name}: a media field, but no mediaFolder in content-files.ts`);
  return {
    widget: "file",
    media_folder: `/static/${folder}`,
    public_folder: "",
    choose_url: false,
    media_libraries: MEDIA_LIBRARIES,
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

const DATE_FORMAT = "YYYY-MM-DD";
/** A date in a list entry's summary, as Israelis write it: 15.1.2027. */
const SUMMARY_DATE = "D.M.YYYY";
const isTimeField = (field: EditorField) => Array.isArray(field.pattern) && field.pattern[0] === TIME.source;

/**
 * What a collapsed list entry shows: its name (a class's title, a coach's name: SUMMARY_FIELDS), a session or opening
 * hours as its day in Hebrew and its hours ("יום ראשון, 16:00–16:45"), a dated entry with its date and hours.
 */
export function listSummary(fields: EditorField[]): string | undefined {
  const named = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name));
  if (!named) return undefined;
  const [from, to] = fields.filter(isTimeField);
  const hours = from && to ? `, {{fields.${from.name}}}–{{fields.${to.name}}}` : "";
  const date = fields.find((field) => field.widget === "datetime" && field.name !== named);
  const dated = date && named !== "day" ? ` · {{fields.${date.name} | date('${SUMMARY_DATE}')}}` : "";
  return `{{fields.${named}}}${dated}${hours}`;
}

function listField(schema: JsonSchema, path: string, walk: Walk, label = ""): Widget {
  const items = resolve(walk.root, schema.items!).schema;
  const min = schema.minItems as number | undefined;
  const max = schema.maxItems as number | undefined;
  const bounds = { ...(min ? { min } : {}), ...(max === undefined ? {} : { max }) };
  if (items.type === "object") {
    const fields = objectFields(items, `${path}.*`, walk);
    const summary = listSummary(fields);
    // "Add מפגש שבועי" on the button, where the list's own name would say "Add המפגשים השבועיים".
    const singular = typeof items.description === "string" ? labelOf(items.description, "") : "";
    return {
      widget: "list",
      ...(singular ? { label_singular: singular } : {}),
      fields,
      ...(summary ? { summary } : {}),
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
 * An optional choice offers its absence by what it means ("פעיל: מופיע באתר כרגיל"), first: without it the editor
 * adds a choice of its own, "(None)", in English beside the Hebrew ones.
 */
function withUnsetChoice(widget: Widget, path: string): Widget {
  const unset = UNSET_CHOICES[path];
  if (!unset || widget.widget !== "select" || !Array.isArray(widget.options)) return widget;
  return { ...widget, options: [{ value: null, label: unset }, ...(widget.options as unknown[])] };
}

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
    const widget = withUnsetChoice(
      optional && resolved.type === "boolean" ? optionalYesNo(description) : widgetOf(property, fieldPath, walk, label),
      fieldPath,
    );
    const hint = description && leftToRightIsolated(hintAfterLabel(hintBesideOptions(description, widget.options)));
    return {
      name,
      label,
      ...(hint ? { hint } : {}),
      ...(optional ? { required: false } : {}),
      ...widget,
      ...languageOptions(fieldPath, path, !optional),
    };
  });
}

function fileFields(file: ContentFile, walk: Walk): EditorField[] {
  if (file.shape === "object") return objectFields(walk.root, file.name, walk);
  const label = labelOf(file.description, file.name);
  const { widget, ...list } = listField(walk.root, file.name, walk, label);
  const items = TRANSLATIONS.holders.has(`${file.name}.*`) ? { i18n: true } : {};
  return [{ name: LIST_FIELD, label, widget, root: true, ...list, ...items }];
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
  const named = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name));
  const summary = listSummary(fields);
  const [firstOrder] = folder.orderBy;
  return {
    name: file.name,
    label: labelOf(file.description, file.name),
    folder: contentPath(file.name),
    extension: "json",
    format: "json",
    i18n: true,
    identifier_field: folder.key ?? named,
    slug: folder.key ? `{{fields.${folder.key}}}` : `{{fields.${firstOrder}}}-{{uuid_shorter}}`,
    ...(summary ? { summary } : {}),
    sortable_fields: {
      fields: [...new Set([...folder.orderBy, ...(named ? [named] : [])])],
      default: { field: firstOrder, direction: "ascending" },
    },
    fields,
  };
}

const DEFAULT_LANGUAGE = "he";

/**
 * The content is Hebrew, with an English twin of each file beside it (src/content/model/english.ts), in the editor's
 * one-file-per-language layout whose default language is left out of the path: `content/site.json` and
 * `content/site.en.json`, `content/classes/tissu.json` and `content/classes/tissu.en.json`. The editor sets a text
 * field's direction from its language, right to left for Hebrew. A new entry starts in Hebrew alone: its English is
 * added in its form when someone writes it, so that a Hebrew change is one file.
 */
export const CONTENT_LANGUAGE = {
  structure: "multiple_files",
  locales: [DEFAULT_LANGUAGE, ENGLISH],
  default_locale: DEFAULT_LANGUAGE,
  initial_locales: "default",
  omit_default_locale_from_file_path: true,
} as const;

/** `content/site.{{locale}}.json`: the file of `name` in each content language, the default one at contentPath. */
export const contentFileInLanguage = (name: ContentFileName) =>
  contentPath(name).replace(/\.json$/, ".{{locale}}.json");

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

/**
 * How the editor signs in until its sign-in relay is configured (docs/editor-sign-in.md): with a token alone, so
 * that it offers no "Sign In with GitHub" that would go to Netlify's authenticator and fail.
 */
export const TOKEN_SIGN_IN = { auth_methods: ["token"] } as const;

/**
 * `config` signing in through the relay at `signInUrl` (Sveltia's `base_url`: it opens `<signInUrl>/auth`), with
 * GitHub's button alone: the owner needs no token. The build applies it when EDITOR_SIGN_IN_URL is set.
 */
export function withSignInRelay<Config extends { backend: object }>(config: Config, signInUrl: string): Config {
  return {
    ...config,
    backend: { ...config.backend, base_url: signInUrl.replace(/\/+$/, ""), auth_methods: ["oauth"] },
  };
}

/**
 * The editor's name, in its page's title ("החוגים – עורך התוכן של Motion Lab") and its welcome on the sign-in page
 * ("ברוכים הבאים לעורך התוכן של Motion Lab").
 */
export const editorTitle = (brand: string) => `עורך התוכן של ${brand}`;

/** The editor's whole configuration; `content` is today's content, by file (it decides long texts). */
export function editorConfig(site: EditorSite, content: Partial<Record<ContentFileName, unknown>>) {
  const files = contentFiles();
  const messages = ruleMessages(files.map((file) => file.schema));
  return {
    backend: {
      name: "github",
      repo: site.repositoryUrl ? githubRepository(site.repositoryUrl) : "",
      branch: "main",
      ...TOKEN_SIGN_IN,
    },
    publish_mode: "editorial_workflow",
    media_folder: "static/images",
    public_folder: "/images",
    site_url: site.siteUrl,
    app_title: editorTitle(site.brand),
    slug: FILE_NAME_SLUG,
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

/** The content below `root` as it is now, by name: a folder kind as the list of its entries. */
export const currentContent = (root: string) =>
  Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, readContentData(root, name)])) as Record<
    ContentFileName,
    unknown
  >;

/** The configuration made from the content files below `root` as they are now. */
export function currentEditorConfig(root: string) {
  const content = currentContent(root);
  return editorConfig(content.site as EditorSite, content);
}
