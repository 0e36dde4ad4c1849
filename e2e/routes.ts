import { siteRoutes } from "../site-build/gatsby-node/site-routes";
import { FIXED_PAGES, pageTexts } from "../src/lib/fixed-pages";
import { LANGUAGES, localPath } from "../src/language/language";
import { classes, coaches, contentIn, site } from "./content";

export { classes, coaches, site };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each route's heading, in each language from that language's content. */
const HEADINGS = new Map<string, string | RegExp>(
  LANGUAGES.flatMap((language) => {
    const { site, ui, classPages, coaches, events } = contentIn(language);
    const routed = [
      ["/", new RegExp(escapeRegExp(site.brand))],
      ...classPages.map((entry) => [`/classes/${entry.slug}`, entry.title] as const),
      ...coaches.map((coach) => [`/coaches/${coach.slug}`, coach.name] as const),
      ...events.map((event) => [`/events/${event.slug}`, event.title] as const),
      ...FIXED_PAGES.map((page) => [page.path, pageTexts(ui, page.path)?.title] as const),
    ] as const;
    return routed.map(([path, heading]) => [localPath(language, path), heading] as [string, string | RegExp]);
  }),
);

/** Every route of the site's route list (site-build/gatsby-node/site-routes.ts, shared with the build), with its heading. */
export const ROUTES: { path: string; heading: string | RegExp; indexed: boolean }[] = siteRoutes().map(
  ({ path, indexed }) => {
    const heading = HEADINGS.get(path);
    if (heading === undefined) throw new Error(`e2e/routes.ts: no heading known for ${path}`);
    return { path, heading, indexed };
  },
);
