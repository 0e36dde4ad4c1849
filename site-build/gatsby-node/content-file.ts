import type { Node } from "gatsby";
import { contentFiles } from "../../src/content/content-files";

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
