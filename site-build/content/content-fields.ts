/**
 * A content file's own fields, whole, as one value: the site's words (content/ui.json) reach the components in one
 * query field (`all`), so a new section of words needs no query written for it. Relative imports only: gatsby-node
 * runs this.
 */
import type { z } from "zod";
import { CONTENT_FILES, type ContentFileName } from "../../src/content/content-files";

/** The fields of `source` (a content node) that the file's model names, and nothing of Gatsby's node. */
export function contentFieldsOf(file: ContentFileName, source: Record<string, unknown>): Record<string, unknown> {
  const schema = CONTENT_FILES[file].schema as unknown as z.ZodObject;
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, source[field]]));
}
