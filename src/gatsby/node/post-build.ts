import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeRobotsTxt } from "./robots";
import { startHomeScriptsAfterHero } from "./scripts-after-hero";

/** After the build: robots.txt from the site's address, and the home page's scripts put behind the hero poster. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  startHomeScriptsAfterHero(path.resolve("public"));
};
