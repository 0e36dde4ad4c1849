import fs from "node:fs";
import path from "node:path";
import type { Node, SourceNodesArgs } from "gatsby";
import { hebrewOfTwin, isEnglishTwinPath } from "../../src/content/english-twin-path";
import { contentFileOf, type ContentFileNode } from "./content-file";
import { createEnglishEntriesOf } from "./english-nodes";

type Refreshing = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodes">;

/**
 * The English entries of the content file whose twin is `twin` (an absolute path), made anew: those it had deleted,
 * then those its twin gives now (none when the twin is gone or lacks a text). Returns the Hebrew file's path when
 * English entries were made, else null.
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
  return createEnglishEntriesOf(found, args) > 0 ? hebrew : null;
}

/** How long a twin is left alone before it is read: an editor's save is often two events, a truncation and a write. */
export const TWIN_SETTLE_MS = 100;

export interface TwinWatching {
  /** A twin's English made anew: the content file it is of (relative to content/). */
  refreshed(file: string): void;
  /** A twin that could not be read (half written, or not JSON yet): it is read again at its next change. */
  failed(twin: string, error: Error): void;
}

/**
 * Under `npm start`: the English twins are no source of Gatsby's (gatsby-config.ts leaves `*.en.json` out), so a
 * changed twin would show only after a restart. Each change of one makes its file's English entries anew, once the
 * twin has settled, as gatsby-source-filesystem does for the files it watches (node changes made after sourcing,
 * which `gatsby develop` takes in and shows). A twin that cannot be read is reported, never fatal to the server.
 */
export function watchEnglishTwins(contentDir: string, args: Refreshing, report: TwinWatching) {
  const settling = new Map<string, NodeJS.Timeout>();
  const refresh = (name: string) => {
    settling.delete(name);
    try {
      const refreshed = refreshEnglishOf(path.join(contentDir, name), args);
      if (refreshed) report.refreshed(path.relative(contentDir, refreshed));
    } catch (error) {
      report.failed(name, error as Error);
    }
  };
  const watcher = fs.watch(contentDir, { recursive: true }, (_event, name) => {
    if (!name || !isEnglishTwinPath(name)) return;
    clearTimeout(settling.get(name));
    settling.set(
      name,
      setTimeout(() => refresh(name), TWIN_SETTLE_MS),
    );
  });
  watcher.on("error", (error) => report.failed(contentDir, error));
  watcher.on("close", () => settling.forEach((timer) => clearTimeout(timer)));
  return watcher;
}
