import type { GatsbyNode } from "gatsby";
import { createBuildInfo } from "./build-info";
import { createEnglishNodes } from "./english-nodes";

/** The nodes the site makes itself: the build's facts, and the English site's entries (after the content's own). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await createBuildInfo(args);
  createEnglishNodes(args);
};
