import type { UiTexts } from "./ui-texts";

/** The sections of content/ui.json that can be a page's words: each has the page's title and lead. */
export type PageTextsKey = {
  [Key in keyof UiTexts]: UiTexts[Key] extends { title: string; lead: string } ? Key : never;
}[keyof UiTexts];

/** Who sees a page's link in the header: everyone, only while an event is upcoming, or only the studio's admins. */
export type HeaderShown = "always" | "while-events" | "admins";

export interface FixedPage {
  /** The route, and the file src/pages/<path>.tsx that builds it. */
  path: `/${string}`;
  /** The section of content/ui.json with the page's words: its `title` (heading, tab, the tests' heading) and `lead`. */
  texts: PageTextsKey;
  /** A link in the header, in this table's order after the class links, with its words in content/ui.json. */
  header?: { label: (ui: UiTexts) => string; shown: HeaderShown };
  /** A link in the footer's page links, in this table's order, with its words in content/ui.json. */
  footer?: { label: (ui: UiTexts) => string };
  /** Listed in the sitemap and open to search engines; false keeps it out (robots.txt, the page's robots meta). */
  indexed: boolean;
}

/**
 * The site's fixed pages, one row each: what every list of them reads (the header, the footer, the page shell, the
 * route list with the sitemap, robots.txt and the post-build pass, the browser tests and the bench). A new page is a
 * row here, a file in src/pages, its words in content/ui.json and its row in docs/site.md's routes (step by step:
 * docs/architecture.md#adding-a-page-or-a-content-field). The home page, the not-found page and the pages made from
 * content entries (classes, coaches, events) are not in it.
 */
export const FIXED_PAGES = [
  {
    path: "/events",
    texts: "events",
    header: { label: (ui) => ui.events.headerLink, shown: "while-events" },
    indexed: true,
  },
  {
    path: "/schedule",
    texts: "schedulePage",
    header: { label: (ui) => ui.header.schedule, shown: "always" },
    indexed: true,
  },
  { path: "/shop", texts: "shopPage", header: { label: (ui) => ui.header.shop, shown: "always" }, indexed: true },
  {
    path: "/user-area",
    texts: "userArea",
    header: { label: (ui) => ui.header.userArea, shown: "always" },
    indexed: true,
  },
  {
    path: "/faq",
    texts: "faqPage",
    header: { label: (ui) => ui.header.faq, shown: "always" },
    footer: { label: (ui) => ui.faqPage.title },
    indexed: true,
  },
  { path: "/admin", texts: "admin", header: { label: (ui) => ui.header.admin, shown: "admins" }, indexed: false },
  { path: "/privacy", texts: "privacyPage", footer: { label: (ui) => ui.privacyPage.title }, indexed: true },
  { path: "/terms", texts: "termsPage", footer: { label: (ui) => ui.termsPage.title }, indexed: true },
  {
    path: "/accessibility",
    texts: "accessibilityPage",
    footer: { label: (ui) => ui.footer.accessibility },
    indexed: true,
  },
] as const satisfies readonly FixedPage[];

export type FixedPagePath = (typeof FIXED_PAGES)[number]["path"];

export function fixedPage(path: FixedPagePath): FixedPage {
  return FIXED_PAGES.find((page) => page.path === path)!;
}

/** The header's page links for a visitor, in the table's order: what `shown` allows them to see. */
export function headerPageLinks(
  ui: UiTexts,
  { hasEvents, isAdmin }: { hasEvents: boolean; isAdmin: boolean },
): { path: string; label: string }[] {
  const visible: Record<HeaderShown, boolean> = { always: true, "while-events": hasEvents, admins: isAdmin };
  return (FIXED_PAGES as readonly FixedPage[]).flatMap(({ path, header }) =>
    header && visible[header.shown] ? [{ path, label: header.label(ui) }] : [],
  );
}

/** The footer's page links, in the table's order. */
export function footerPageLinks(ui: UiTexts): { path: string; label: string }[] {
  return (FIXED_PAGES as readonly FixedPage[]).flatMap(({ path, footer }) =>
    footer ? [{ path, label: footer.label(ui) }] : [],
  );
}

/** A fixed page's title and lead, from its section of content/ui.json. */
export function pageTexts(ui: UiTexts, path: FixedPagePath): { title: string; lead: string } {
  return ui[fixedPage(path).texts];
}
