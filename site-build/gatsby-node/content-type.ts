import { CONTENT_FILES } from "../../src/content/content-files";
import { isBuilt } from "../../src/lib/class-status";

/** The type a draft class's entry gets in a live build: no query reads it, so no page, menu or list shows it. */
export const UNBUILT_DRAFT_TYPE = "UnbuiltDraftClass";

/**
 * The GraphQL type that content-nodes.ts gives an entry of content file `fileName` (the registry in
 * src/content/content-files.ts); a draft class's entry, outside a preview build, gets UNBUILT_DRAFT_TYPE.
 */
export function contentType(fileName: string, entry: object, preview: boolean): string {
  if (fileName === "classes" && !isBuilt(entry as { status?: string }, preview)) return UNBUILT_DRAFT_TYPE;
  return Object.entries(CONTENT_FILES).find(([name]) => name === fileName)?.[1].graphqlType ?? "UnknownJson";
}
