import fs from "node:fs";
import path from "node:path";
import type { Node, SourceNodesArgs } from "gatsby";
import { hebrewOfTwin, isEnglishTwinPath } from "../../src/content/english-twin-path";
import { contentFileOf, type ContentFileNode } from "./content-file";
import { createEnglishEntriesOf } from "./english-nodes";

type Refreshing = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodes">;

/**
 * The English entries of the content file whose twin is `twin` (an absolute path), made anew: those it had deleted,
 * then those its twin gives now (none when the twin is gone). Returns the Hebrew file's path, or null when no content
 * file has that twin.
 */
export function refreshEnglishOf(twin: string, args: Refreshing): string | null {
  const hebrew = hebrewOfTwin(twin);
  const nodes = args.getNodes();
  const file = nodes.find((node) => node.internal.type === "File" && (node as ContentFileNode).absolutePath === hebrew);
  const found = file && contentFileOf(file);
  if (!found) return null;
  for (const node of nodes) {
    if (node.parent === found.file.id && (node as Node & { lang?: string }).lang === "en")
      args.actions.deleteNode(node);
  }
  createEnglishEntriesOf(found, args);
  return hebrew;
}

/**
 * Under `npm start`: the English twins are no source of Gatsby's (gatsby-config.ts leaves `*.en.json` out), so a
 * changed twin would show only after a restart. Each change of one makes its file's English entries anew, as
 * gatsby-source-filesystem does for the files it watches (node changes made after sourcing, which `gatsby develop`
 * takes in and shows).
 */
export function watchEnglishTwins(contentDir: string, args: Refreshing, onRefreshed: (file: string) => void) {
  return fs.watch(contentDir, { recursive: true }, (_event, name) => {
    if (!name || !isEnglishTwinPath(name)) return;
    const refreshed = refreshEnglishOf(path.join(contentDir, name), args);
    if (refreshed) onRefreshed(path.relative(contentDir, refreshed));
  });
}
