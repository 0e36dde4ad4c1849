import fs from "node:fs";
import type { Node, SourceNodesArgs } from "gatsby";
import { englishTwinPath } from "../../src/content/model/english";
import { isPreviewBuild } from "../../src/lib/class-status";
import { englishEntriesOf } from "../content/english-twins";
import { contentFileOf } from "./content-nodes";
import { contentType } from "./content-type";
import { isEnglishSiteBuilt } from "./english-site";

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

/**
 * Beside each content entry that content-nodes.ts makes from a file, the same entry in English (`lang: "en"`)
 * when the English site is built and the file's twin gives all its texts: a child of the same file after the Hebrew
 * ones, so that the site's order (content-order.ts) holds in each language. Made anew on every build, those of the
 * build before deleted first: Gatsby keeps a child of a file it sources again, and the twins, which are no source of
 * Gatsby's own, may change alone, lose a text, or the English site be off this time.
 */
export function createEnglishNodes(args: SourceNodesArgs) {
  const { actions, getNodes, getNodesByType, createNodeId, createContentDigest } = args;
  for (const node of getNodes()) if ((node as { lang?: string }).lang === "en") actions.deleteNode(node);
  if (!isEnglishSiteBuilt(process.cwd(), process.env)) return;
  for (const found of getNodesByType("File").map(contentFileOf)) {
    if (!found) continue;
    const { file, content } = found;
    const twinPath = englishTwinPath(file.absolutePath);
    if (!fs.existsSync(twinPath)) continue;
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
  }
}
