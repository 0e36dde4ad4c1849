/**
 * Stands in for `@builder.io/partytown/integration` in the production bundle (src/gatsby/node/webpack.ts). Gatsby's
 * built-in Partytown plugin imports it into every page's app bundle (2.8 KB) but calls it only in `gatsby develop`,
 * for `<Script strategy="off-main-thread">`, which this site does not use. Should that ever change, this fails loudly.
 */
export function partytownSnippet(): string {
  throw new Error("No Partytown: see src/gatsby/render/no-partytown.ts");
}
