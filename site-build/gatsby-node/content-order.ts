import { CONTENT_FILE_NAMES, folderOf, type ContentFileName } from "../../src/content/content-files";
import { inEntryOrder } from "../../src/content/entry-order";
import type { Language } from "../../src/language/language";

/** A content node as content-nodes.ts makes it: its parent is the File node it was read from. */
export interface ContentNode {
  id: string;
  parent: string | null;
  internal: { type: string };
  /** "en" on the English site's entries (english-nodes.ts); the entries read from the files have none. */
  lang?: Language;
}

/** The language an entry is written in: Hebrew, the content files' own, unless it is the English site's. */
export const languageOf = (node: { lang?: Language }): Language => node.lang ?? "he";

interface FileNode {
  name: string;
  relativeDirectory: string;
  children: string[];
}

export interface OrderNodeModel {
  getNodeById(args: { id: string }): unknown;
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

const fileOf = (node: ContentNode, nodeModel: OrderNodeModel) =>
  (node.parent ? nodeModel.getNodeById({ id: node.parent }) : null) as FileNode | null;

const folderKind = (file: FileNode | null) =>
  CONTENT_FILE_NAMES.find((name) => name === file?.relativeDirectory && folderOf(name)) as ContentFileName | undefined;

/**
 * The entries of content type `type` in language `language`, in the site's order: a list file's in the order the file
 * writes them, a folder's entries (content/classes/) by the folder's rule (src/content/entry-order.ts), as the content
 * check reads them.
 */
export async function inContentOrder<Entry extends ContentNode>(
  nodeModel: OrderNodeModel,
  type: string,
  language: Language = "he",
) {
  const { entries } = await nodeModel.findAll({ type });
  const nodes = ([...entries] as Entry[]).filter((node) => languageOf(node) === language);
  const files = new Map(nodes.map((node) => [node.id, fileOf(node, nodeModel)]));
  const kind = folderKind(files.values().next().value ?? null);
  if (kind) {
    const withBase = nodes.map((node) => ({ base: files.get(node.id)?.name ?? "", data: node }));
    return inEntryOrder(folderOf(kind)!, withBase).map(({ data }) => data);
  }
  const position = (node: Entry) => files.get(node.id)?.children.indexOf(node.id) ?? 0;
  return nodes.sort((a, b) => position(a) - position(b));
}

/** Where an entry stands in its kind's order, counting from 0 (the coaches' roles go by it). */
export async function positionInContent(node: ContentNode, nodeModel: OrderNodeModel): Promise<number> {
  const ordered = await inContentOrder(nodeModel, node.internal.type, languageOf(node));
  return Math.max(
    0,
    ordered.findIndex((entry) => entry.id === node.id),
  );
}
