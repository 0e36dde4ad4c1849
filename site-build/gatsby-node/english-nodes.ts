import fs from "node:fs";
import type { GatsbyNode, Node } from "gatsby";
import { contentFiles } from "../../src/content/content-files";
import { englishTwinPath } from "../../src/content/model/english";
import { isPreviewBuild } from "../../src/lib/class-status";
import { englishEntriesOf } from "../content/english-twins";
import { contentType } from "./content-type";
import { isEnglishSiteBuilt } from "./english-site";

interface ContentFileNode extends Node {
  absolutePath: string;
  relativeDirectory: string;
  name: string;
  extension: string;
  sourceInstanceName: string;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

/**
 * Beside each content entry that gatsby-transformer-json makes from a file, the same entry in English (`lang: "en"`)
 * when the English site is built and the file's twin gives all its texts: a child of the same file after the Hebrew
 * ones, so that the site's order (content-order.ts) holds in each language.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  const file = node as ContentFileNode;
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return;
  const content = contentFiles().find((entry) => entry.name === (file.relativeDirectory || file.name));
  const twinPath = englishTwinPath(file.absolutePath);
  if (!content || !fs.existsSync(twinPath) || !isEnglishSiteBuilt(process.cwd(), process.env)) return;
  for (const { index, entry } of englishEntriesOf(content, readJson(file.absolutePath), readJson(twinPath))) {
    const child = {
      ...entry,
      lang: "en",
      id: createNodeId(`${file.id} [${index}] en`),
      parent: file.id,
      children: [],
      internal: {
        type: contentType(content.name, entry, isPreviewBuild(process.env)),
        contentDigest: createContentDigest(entry),
      },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: file, child: child as unknown as Node });
  }
};
