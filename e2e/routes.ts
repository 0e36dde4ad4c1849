import { siteRoutes } from "../site-build/gatsby-node/site-routes";
import { classPages, classes, coaches, events, site, ui } from "./content";

export { classes, coaches, site };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const HEADINGS = new Map<string, string | RegExp>([
  ["/", new RegExp(escapeRegExp(site.brand))],
  ...classPages.map((entry) => [`/classes/${entry.slug}`, entry.title] as const),
  ...coaches.map((coach) => [`/coaches/${coach.slug}`, coach.name] as const),
  ...events.map((event) => [`/events/${event.slug}`, event.title] as const),
  ["/events", ui.events.title],
  ["/schedule", ui.schedulePage.title],
  ["/shop", ui.shopPage.title],
  ["/faq", ui.faqPage.title],
  ["/user-area", ui.userArea.title],
  ["/accessibility", ui.accessibilityPage.title],
  ["/privacy", ui.privacyPage.title],
  ["/admin", ui.admin.title],
]);

/** Every route of the site's route list (src/gatsby/node/site-routes.ts, shared with the build), with its heading. */
export const ROUTES: { path: string; heading: string | RegExp; indexed: boolean }[] = siteRoutes().map(
  ({ path, indexed }) => {
    const heading = HEADINGS.get(path);
    if (heading === undefined) throw new Error(`e2e/routes.ts: no heading known for ${path}`);
    return { path, heading, indexed };
  },
);
