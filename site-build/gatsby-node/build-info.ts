import { execFileSync } from "node:child_process";
import type { SourceNodesArgs } from "gatsby";
import { buildEnv, describeFirebase, firebaseSettings } from "../../src/lib/firebase-settings";
import { CONTENT_FILE_NAMES, contentPath, isFolder } from "../../src/content/content-files";
import { buildDate } from "./build-date";

/** The commit being built: a CI variable when there is one, else git, else "unknown" (no git, no repository). */
function buildCommit(env: NodeJS.ProcessEnv = process.env): string {
  const fromCi = env.GITHUB_SHA ?? env.COMMIT_SHA ?? env.COMMIT_REF;
  if (fromCi) return fromCi.slice(0, 7);
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

/**
 * One BuildInfo node for the admin page (when and from which commit the site was built, the day it went by for
 * notices and events, and the content files, each with an edit link there), and one line in the
 * build's output saying which Firebase the site talks to.
 */
export const createBuildInfo = ({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs) => {
  reporter.info(`Firebase: ${describeFirebase(firebaseSettings(buildEnv()))}`);
  const info = {
    commit: buildCommit(),
    builtAt: new Date().toISOString(),
    buildDate: buildDate(),
    // A folder of entry files with its slash: content/classes/.
    contentFiles: CONTENT_FILE_NAMES.map((name) => (isFolder(name) ? `${contentPath(name)}/` : contentPath(name))),
  };
  return actions.createNode({
    ...info,
    id: createNodeId("build-info"),
    internal: { type: "BuildInfo", contentDigest: createContentDigest(info) },
  });
};
