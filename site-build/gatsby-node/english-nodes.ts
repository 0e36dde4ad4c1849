import fs from "node:fs";
import type { Node, SourceNodesArgs } from "gatsby";
import { englishTwinPath } from "../../src/content/model/english";
import { isPreviewBuild } from "../../src/lib/class-status";
import { englishEntriesOf } from "../content/english-twins";
import { contentFileOf } from "./content-file";
import { contentType } from "./content-type";
import { isEnglishSiteBuilt } from "./english-site";

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

/** What making a node takes: the build's actions and its id and digest makers. */
type NodeMaking = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">;

/**
 * The English entries of one content file, when the English site is built and the file has its twin: each the
 * Hebrew entry with the twin's texts laid over it, a child of the file after its Hebrew entries. Their ids are made
 * from the file's and the entry's place, so that making them again replaces them.
 */
export function createEnglishEntriesOf(found: ReturnType<typeof contentFileOf>, args: NodeMaking): number {
  if (!found || !isEnglishSiteBuilt(process.cwd(), process.env)) return 0;
  const { actions, createNodeId, createContentDigest } = args;
  const { file, content } = found;
  const twinPath = englishTwinPath(file.absolutePath);
  if (!fs.existsSync(twinPath)) return 0;
  const entries = englishEntriesOf(content, readJson(file.absolutePath), readJson(twinPath));
  for (const { index, entry } of entries) {
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
  return entries.length;
}

/**
 * Beside each content entry that content-nodes.ts makes from a file, the same entry in English (`lang: "en"`)
 * when the English site is built and the file's twin gives all its texts: a child of the same file after the Hebrew
 * ones, so that the site's order (content-order.ts) holds in each language. Made anew on every build, those of the
 * build before deleted first: Gatsby keeps a child of a file it sources again, and the twins, which are no source of
 * Gatsby's own, may change alone, lose a text, or the English site be off this time.
 */
export function createEnglishNodes(args: SourceNodesArgs) {
  const { actions, getNodes, getNodesByType } = args;
  for (const node of getNodes()) if ((node as { lang?: string }).lang === "en") actions.deleteNode(node);
  for (const file of getNodesByType("File")) createEnglishEntriesOf(contentFileOf(file), args);
}
