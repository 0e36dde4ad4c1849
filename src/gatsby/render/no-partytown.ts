/**
 * Stands in for the browser part of Gatsby's built-in Partytown plugin (gatsby/dist/internal-plugins/partytown/
 * gatsby-browser.js) in the production bundle (site-build/gatsby-node/lean-browser-bundle.ts). Its one hook starts
 * `<Script strategy="off-main-thread">` scripts in `gatsby develop` and returns at once in a production build, but
 * importing it put gatsby-script and Partytown's snippet code into every page's app bundle. So this is the same
 * plugin, without hooks. The server's part (gatsby-ssr) is untouched.
 */
export {};
