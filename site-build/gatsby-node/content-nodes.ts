import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { isPreviewBuild } from "../../src/lib/class-status";
import { contentType } from "./content-type";
import { contentFileOf } from "./content-file";
import { createEnglishEntriesOf } from "./english-nodes";

/**
 * Each entry of a content file as a node of its type (content-files.ts): one per item of a list file, one for an
 * object file or a folder's entry file, a child of its File node in the file's order (content-order.ts reads it).
 * The site's own transformer rather than gatsby-transformer-json, so that the site owns the content's types and may
 * add the English site's entries to them (english-nodes.ts): made here too, so that a file changed under `npm start`,
 * whose children Gatsby deletes, gets its English entries back with its Hebrew ones.
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
  createEnglishEntriesOf(found, { actions, createNodeId, createContentDigest });
};
