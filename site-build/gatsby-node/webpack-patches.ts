/** Two settings of Gatsby's own webpack configuration changed in place; each throws when what it changes is gone. */

interface Loader {
  loader?: string;
  options?: { limit?: number | boolean } & Record<string, unknown>;
}

interface Rule {
  test?: RegExp;
  use?: Loader[];
}

/**
 * Fonts stay files, however small (Gatsby's url-loader inlines files under 10 kB as data: URLs): a file can be
 * preloaded, which font-display: optional needs to be used on the first paint, and is cached from page to page.
 * An inlined face, decoded only once the text needs it, missed the first paint on most loads (src/styles/_fonts.scss).
 */
export function keepFontsAsFiles(rules: Rule[]) {
  const fontRule = rules.find((rule) => rule.test?.test("font.woff2"));
  const inliners = (fontRule?.use ?? []).filter((loader) => loader.options && "limit" in loader.options);
  if (inliners.length === 0)
    throw new Error(
      "Gatsby's webpack config has no font rule with a url-loader `limit` any more (site-build/gatsby-node/webpack-patches.ts)",
    );
  for (const loader of inliners) loader.options = { ...loader.options, limit: false };
}

interface Plugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/** The stages whose bundle Gatsby extracts CSS from with mini-css-extract-plugin (its webpack.config.js). */
const CSS_EXTRACTING_STAGES = new Set(["develop", "build-javascript"]);

/**
 * Every stylesheet here is a CSS module with its own class names, so the order in which mini-css-extract-plugin
 * joins them cannot change the result; its "Conflicting order" warnings would only hide warnings that matter.
 */
export function ignoreCssOrder(plugins: Plugin[], stage: string) {
  if (!CSS_EXTRACTING_STAGES.has(stage)) return;
  const cssExtract = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (!cssExtract?.options)
    throw new Error(
      `Gatsby's webpack config for stage ${stage} has no MiniCssExtractPlugin any more (site-build/gatsby-node/webpack-patches.ts)`,
    );
  cssExtract.options.ignoreOrder = true;
}
