import type { EntryFolder } from "./content-files";

/** An entry of a folder kind with the name of its file (without .json). */
export interface EntryInFolder<Entry = unknown> {
  base: string;
  data: Entry;
}

const fieldOf = (entry: unknown, field: string): unknown =>
  entry && typeof entry === "object" ? (entry as Record<string, unknown>)[field] : undefined;

/** Numbers by size, texts (dates, times) as written; an entry without the field after those with it. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [left, right] = [String(a), String(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The order of a folder kind's entries, which the site shows them in: by the folder's `orderBy` fields (classes,
 * coaches and products by the number in `order`; events by date and hour; notices by their last day), and by the
 * file's name where those are equal, so that the order never depends on how the files were listed.
 */
export const compareEntries =
  (folder: EntryFolder) =>
  (a: EntryInFolder, b: EntryInFolder): number => {
    for (const field of folder.orderBy) {
      const order = compareValues(fieldOf(a.data, field), fieldOf(b.data, field));
      if (order !== 0) return order;
    }
    return compareValues(a.base, b.base);
  };

export const inEntryOrder = <Entry extends EntryInFolder>(folder: EntryFolder, entries: readonly Entry[]): Entry[] =>
  [...entries].sort(compareEntries(folder));
