/** A page's <title>: the page's own title and the brand, or the site's title on the home page. */
export function pageTitle(title: string | undefined, site: { title: string; brand: string }): string {
  return title ? `${title} | ${site.brand}` : site.title;
}
