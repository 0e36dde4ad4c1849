import type { GatsbyNode } from "gatsby";

/**
 * Every stylesheet here is a CSS module with its own class names, so the order in which mini-css-extract-plugin
 * joins them cannot change the result; its "Conflicting order" warnings would only hide warnings that matter.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const cssExtract = config.plugins.find(
    (plugin: { constructor: { name: string } }) => plugin.constructor.name === "MiniCssExtractPlugin",
  );
  if (cssExtract) cssExtract.options.ignoreOrder = true;
  actions.replaceWebpackConfig(config);
};
