import { FIXED_PAGES } from "./fixed-pages";
import { hebrewPath } from "../language/language";

/** A page's <title>: the page's own title and the brand, or the site's title on the home page. */
export function pageTitle(title: string | undefined, site: { title: string; brand: string }): string {
  return title ? `${title} | ${site.brand}` : site.title;
}

/**
 * Routes kept out of search engines (the sitemap, robots.txt and the page's robots meta): the fixed pages whose row
 * says so (src/lib/fixed-pages.ts), the admin panel.
 */
export const NOT_INDEXED_ROUTES: readonly string[] = FIXED_PAGES.filter((page) => !page.indexed).map(
  (page) => page.path,
);

export const isIndexedRoute = (path: string): boolean => !NOT_INDEXED_ROUTES.includes(hebrewPath(path));
