import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SUBSET_FONTS_DIR } from "./subset-fonts";
import { buildDate } from "./build-date";
import { leanBrowserBundle } from "./lean-browser-bundle";
import { stylesheetPerTemplate } from "./stylesheet-per-template";
import { ignoreCssOrder, keepFontsAsFiles } from "./webpack-patches";

/**
 * `@/…` is `src/…` in every bundle, as in tsconfig.json's `paths` and jest.config.js's `moduleNameMapper`;
 * `@subset-fonts/…` the fonts that subset-fonts.ts writes before the build.
 */
const SOURCE_ALIAS = { "@": path.resolve(process.cwd(), "src"), "@subset-fonts": SUBSET_FONTS_DIR };

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  const config = getConfig();
  // The build's date (build-date.ts) for the notices that gatsby-ssr writes: Gatsby's bundles see no other
  // process.env than what is defined in them.
  config.plugins.push(plugins.define({ "process.env.STUDIO_BUILD_DATE": JSON.stringify(buildDate()) }));
  config.resolve.alias = { ...config.resolve.alias, ...SOURCE_ALIAS };
  keepFontsAsFiles(config.module.rules);
  leanBrowserBundle(config, { stage, plugins });
  ignoreCssOrder(config.plugins, stage);
  stylesheetPerTemplate(config, stage);
  actions.replaceWebpackConfig(config);
};
