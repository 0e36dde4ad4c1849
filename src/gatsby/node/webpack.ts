import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SUBSET_FONTS_DIR } from "./subset-fonts";
import { buildDate } from "./build-date";
import { leanBrowserBundle } from "./lean-browser-bundle";
import { stylesheetPerTemplate } from "./stylesheet-per-template";

/**
 * `@/…` is `src/…` in every bundle, as in tsconfig.json's `paths` and jest.config.js's `moduleNameMapper`;
 * `@subset-fonts/…` the fonts that subset-fonts.ts writes before the build.
 */
const SOURCE_ALIAS = { "@": path.resolve(process.cwd(), "src"), "@subset-fonts": SUBSET_FONTS_DIR };

interface Rule {
  test?: RegExp;
  use?: { options?: { limit?: number | boolean } }[];
}

/**
 * Fonts stay files, however small (Gatsby's url-loader inlines files under 10 kB as data: URLs): a file can be
 * preloaded, which font-display: optional needs to be used on the first paint, and is cached from page to page.
 * An inlined face, decoded only once the text needs it, missed the first paint on most loads (src/styles/_fonts.scss).
 */
function keepFontsAsFiles(rules: Rule[]) {
  const fontRule = rules.find((rule) => rule.test?.test("font.woff2"));
  for (const loader of fontRule?.use ?? []) loader.options = { ...loader.options, limit: false };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  const config = getConfig();
  // The build's date (build-date.ts) for the notices that gatsby-ssr writes: Gatsby's bundles see no other
  // process.env than what is defined in them.
  config.plugins.push(plugins.define({ "process.env.STUDIO_BUILD_DATE": JSON.stringify(buildDate()) }));
  config.resolve.alias = { ...config.resolve.alias, ...SOURCE_ALIAS };
  keepFontsAsFiles(config.module.rules);
  leanBrowserBundle(config, { stage, plugins });
  // Every stylesheet here is a CSS module with its own class names, so the order in which mini-css-extract-plugin
  // joins them cannot change the result; its "Conflicting order" warnings would only hide warnings that matter.
  const cssExtract = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  );
  if (cssExtract) cssExtract.options.ignoreOrder = true;
  stylesheetPerTemplate(config, stage);
  actions.replaceWebpackConfig(config);
};
