import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SUBSET_FONTS_DIR } from "./subset-fonts";

/**
 * `@/…` is `src/…` in every bundle, as in tsconfig.json's `paths` and jest.config.js's `moduleNameMapper`;
 * `@subset-fonts/…` the fonts that subset-fonts.ts writes before the build.
 */
const SOURCE_ALIAS = { "@": path.resolve(process.cwd(), "src"), "@subset-fonts": SUBSET_FONTS_DIR };

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") {
    actions.setWebpackConfig({ resolve: { alias: SOURCE_ALIAS } });
    return;
  }
  const config = getConfig();
  config.resolve.alias = { ...config.resolve.alias, ...SOURCE_ALIAS };
  // Every stylesheet here is a CSS module with its own class names, so the order in which mini-css-extract-plugin
  // joins them cannot change the result; its "Conflicting order" warnings would only hide warnings that matter.
  const cssExtract = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  );
  if (cssExtract) cssExtract.options.ignoreOrder = true;
  actions.replaceWebpackConfig(config);
};
