import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createBuildInfo } from "./build-info";
import { createEnglishNodes } from "./english-nodes";
import { CONTENT_FOLDER } from "../../src/content/content-files";
import { watchEnglishTwins } from "./watch-twins";

/**
 * The nodes the site makes itself: the build's facts, and the English site's entries (after the content's own); under
 * `npm start`, made anew when a twin changes (watch-twins.ts).
 */
let watchingTwins = false;

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await createBuildInfo(args);
  createEnglishNodes(args);
  if (process.env.gatsby_executing_command !== "develop" || watchingTwins) return;
  watchingTwins = true;
  watchEnglishTwins(path.join(process.cwd(), CONTENT_FOLDER), args, (file) =>
    args.reporter.info(`The English of content/${file} made anew from its twin`),
  );
};
