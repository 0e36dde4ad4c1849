import type { SiteRoute } from "../site-routes";

/** robots.txt: the routes kept out of search engines disallowed, and where the sitemap is. */
export function robotsTxt(siteUrl: string, routes: readonly SiteRoute[]): string {
  const disallowed = routes.filter((route) => !route.indexed).map((route) => `Disallow: ${route.path}`);
  return ["User-agent: *", ...disallowed, "", `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).href}`, ""].join("\n");
}
