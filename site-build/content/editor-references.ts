/**
 * What refers to what in the content, for the content editor's question before an entry is removed (issue 36):
 * "the coach is still named by the class …". Made from the model's `refersTo` facts (src/content/model/facts.ts),
 * not from field names, and from the content as the build reads it; written beside the editor's page by the build
 * (references.json), where the editor page's guard reads it (editor-removal-guard.ts).
 */
import { contentFiles, fileSchema, type ContentFileName } from "../../src/content/content-files";
import { fieldsWithFacts, type FieldPath } from "../../src/content/model/facts";
import { NAME_FIELDS, type ReferencedEntries } from "./editor-removal-guard";

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => !!value && typeof value === "object" && !Array.isArray(value);

/** An entry's name as the editor shows it: its first name field, or its key. */
export const entryName = (entry: Entry, key?: string) =>
  String(NAME_FIELDS.map((field) => entry[field]).find((value) => typeof value === "string") ?? entry[key ?? ""] ?? "");

/** The entries of a content file: a list file's items, or the file itself. */
const entriesOf = (data: unknown): Entry[] =>
  Array.isArray(data) ? data.filter(isEntry) : isEntry(data) ? [data] : [];

/** The values at `path` in `entry` (a list's items each). */
function valuesAt(value: unknown, path: FieldPath): unknown[] {
  if (value === undefined || value === null) return [];
  if (path.length === 0) return Array.isArray(value) ? value : [value];
  const [step, ...rest] = path;
  if (step === "*") return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  return isEntry(value) ? valuesAt(value[step!], rest) : [];
}

/**
 * For each list that other entries refer to (coaches, the try-out's sports), its entries that are referred to, by
 * key and name, with the names of the entries that refer to them. `content` is each content file's data by name.
 */
export function editorReferences(content: Partial<Record<ContentFileName, unknown>>): ReferencedEntries[] {
  const lists = new Map<string, ReferencedEntries>();
  for (const file of contentFiles()) {
    const referring = entriesOf(content[file.name]);
    const schema = file.shape === "list" ? fileSchema(file) : file.schema;
    for (const { path, facts } of fieldsWithFacts(schema)) {
      const target = facts.refersTo;
      if (!target) continue;
      // A list file's schema is the list: its fields' paths start at the entry.
      const fieldPath = file.shape === "list" ? path.slice(1) : path;
      const targetData = content[target.file as ContentFileName];
      const targetEntries =
        target.list && isEntry(targetData) ? entriesOf(targetData[target.list]) : entriesOf(targetData);
      const id = `${target.file}/${target.list ?? ""}`;
      const list = lists.get(id) ?? { file: target.file, list: target.list ?? null, entries: [] };
      lists.set(id, list);
      for (const entry of referring) {
        const keys = new Set(valuesAt(entry, fieldPath).map(String));
        for (const referred of targetEntries.filter((candidate) => keys.has(String(candidate[target.key])))) {
          const key = String(referred[target.key]);
          let known = list.entries.find((candidate) => candidate.key === key);
          if (!known) {
            known = { key, name: String(referred[target.label] ?? key), referredBy: [] };
            list.entries.push(known);
          }
          known.referredBy.push(entryName(entry, target.key));
        }
      }
    }
  }
  return [...lists.values()];
}
