import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createBuildInfo } from "./build-info";
import { createEnglishNodes } from "./english-nodes";
import { CONTENT_FOLDER } from "../../src/content/content-files";
import { watchEnglishTwins } from "./watch-twins";
import { isEnglishSiteBuilt } from "./english-site";

/** Whether this develop process watches the twins already (sourceNodes runs again on a refresh). */
let watchingTwins = false;

/**
 * The nodes the site makes itself: the build's facts, and the English site's entries (after the content's own); under
 * `npm start`, made anew when a twin changes (watch-twins.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await createBuildInfo(args);
  createEnglishNodes(args);
  const developing = process.env.gatsby_executing_command === "develop";
  if (!developing || watchingTwins || !isEnglishSiteBuilt(process.cwd(), process.env)) return;
  watchingTwins = true;
  const { reporter } = args;
  watchEnglishTwins(path.join(process.cwd(), CONTENT_FOLDER), args, {
    refreshed: (file) => reporter.info(`The English of content/${file} made anew from its twin`),
    failed: (twin, error) =>
      reporter.warn(`content/${twin} was not read (it is read again when it changes): ${error.message}`),
  });
};
