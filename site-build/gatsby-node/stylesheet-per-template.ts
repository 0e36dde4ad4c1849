interface Config {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** The cache group in which Gatsby joins every stylesheet of the site into one file (its webpack.config.js). */
export const GATSBY_ONE_STYLESHEET_GROUP = "styles";

/**
 * Each page inlines only the CSS of the app and of its own template, not that of every page: Gatsby joins all the
 * CSS into one stylesheet, inlined in the head of every page, which made the coach page's HTML 15.4 KB (gzip) of
 * which 9.1 KB was CSS, mostly other pages'. Gatsby joins them so that a lazily loaded component cannot miss its
 * styles; webpack's CSS loading does the same for a separate file (the login modal's, the try-out form's). The
 * global stylesheet stays in the app's, which every page inlines first (src/gatsby/render/stylesheet-order.ts).
 * What several templates share (the layout, the footer, the contact bar) is copied into each template's file. So
 * after a visitor goes from page A to page B and back, B's copy of those rules comes after A's own: a page that
 * restyles a shared component through its `className` must do it with a more specific selector, or with other
 * properties, never by coming later at the same specificity.
 * In the browser's production bundle only; throws if a Gatsby update renamed the group, rather than do nothing.
 */
export function stylesheetPerTemplate(config: Config, stage: string) {
  if (stage !== "build-javascript") return;
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!groups?.[GATSBY_ONE_STYLESHEET_GROUP])
    throw new Error(
      `Gatsby's webpack config has no "${GATSBY_ONE_STYLESHEET_GROUP}" cache group any more (site-build/gatsby-node/stylesheet-per-template.ts)`,
    );
  delete groups[GATSBY_ONE_STYLESHEET_GROUP];
}
