import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { contentFiles } from "../../src/content/content-files";
import { isPreviewBuild } from "../../src/lib/class-status";
import { contentType } from "./content-type";

/** A file of content/ as gatsby-source-filesystem gives it. */
export interface ContentFileNode extends Node {
  absolutePath: string;
  relativeDirectory: string;
  name: string;
  extension: string;
  sourceInstanceName: string;
}

/** The content file a File node is, if it is one (content/site.json, content/classes/tissu.json). */
export function contentFileOf(node: Node) {
  const file = node as ContentFileNode;
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return null;
  const content = contentFiles().find((entry) => entry.name === (file.relativeDirectory || file.name));
  return content ? { file, content } : null;
}

/**
 * Each entry of a content file as a node of its type (content-files.ts): one per item of a list file, one for an
 * object file or a folder's entry file, a child of its File node in the file's order (content-order.ts reads it).
 * The site's own transformer rather than gatsby-transformer-json, so that the site owns the content's types and may
 * add the English site's entries to them (english-nodes.ts).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs) => {
  const found = contentFileOf(node);
  if (!found) return;
  const { file, content } = found;
  const text = await loadNodeContent(file);
  const data = JSON.parse(text) as unknown;
  const entries = Array.isArray(data)
    ? data.map((entry, index) => ({ entry, suffix: ` [${index}]` }))
    : [{ entry: data, suffix: "" }];
  for (const { entry, suffix } of entries) {
    const child = {
      ...(entry as object),
      id: createNodeId(`${file.id}${suffix} >>> JSON`),
      parent: file.id,
      children: [],
      internal: {
        type: contentType(content.name, entry as object, isPreviewBuild(process.env)),
        contentDigest: createContentDigest(entry),
      },
    };
    await actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child as unknown as Node });
  }
};
