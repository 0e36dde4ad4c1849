/** Every text of a parsed content file, for the checks that read all of them. Relative imports only. */
import type { JsonPath } from "../../src/content/content-files";

/** Every text of a parsed JSON value, with its path from the top. */
export function textsIn(value: unknown, path: JsonPath = []): { path: JsonPath; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}
