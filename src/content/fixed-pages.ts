/**
 * The site's fixed pages, one row each: what every list of them reads (the header, the footer, the page shell, the
 * route list with the sitemap, robots.txt and the post-build pass, the words of content/ui.json, the browser tests and
 * the bench). A new page is a file in src/pages, its row here, its words in content/ui.json and its row in
 * docs/site.md's routes (docs/architecture.md#adding-a-page-or-a-content-field): a page whose words are a title and a
 * lead needs nothing else, as the model gives its section those two (model/ui.ts). The home page, the not-found page
 * and the pages made from content entries (classes, coaches, events) are not in it. No zod here: browser code imports
 * this table.
 */

/** Who sees a page's link in the header: everyone, only while an event is upcoming, or only the studio's admins. */
export type HeaderShown = "always" | "while-events" | "admins";

/** Where a label's words are in content/ui.json: a section and a key, "header.shop". */
export type WordsAt = `${string}.${string}`;

export interface FixedPage {
  /** The route, and the file src/pages/<path>.tsx that builds it. */
  path: `/${string}`;
  /** The section of content/ui.json with the page's words: its `title` (heading, tab, the tests' heading) and `lead`. */
  texts: string;
  /** What the page is, in Hebrew: its section's name in the content editor, when the model does not name it. */
  name: string;
  /** A link in the header, in this table's order after the class links, with its words in content/ui.json. */
  header?: { label: WordsAt; shown: HeaderShown };
  /** A link in the footer's page links, in this table's order, with its words in content/ui.json. */
  footer?: { label: WordsAt };
  /** Listed in the sitemap and open to search engines; false keeps it out (robots.txt, the page's robots meta). */
  indexed: boolean;
  /** The Hebrew site's alone: the studio's own page (the admin panel) has no English twin. */
  hebrewOnly?: true;
}

export const FIXED_PAGES = [
  {
    path: "/events",
    texts: "events",
    name: "עמוד האירועים",
    header: { label: "events.headerLink", shown: "while-events" },
    indexed: true,
  },
  {
    path: "/schedule",
    texts: "schedulePage",
    name: "עמוד מערכת השעות",
    header: { label: "header.schedule", shown: "always" },
    indexed: true,
  },
  {
    path: "/shop",
    texts: "shopPage",
    name: "החנות",
    header: { label: "header.shop", shown: "always" },
    indexed: true,
  },
  {
    path: "/user-area",
    texts: "userArea",
    name: "האיזור האישי",
    header: { label: "header.userArea", shown: "always" },
    indexed: true,
  },
  {
    path: "/faq",
    texts: "faqPage",
    name: "עמוד השאלות הנפוצות",
    header: { label: "header.faq", shown: "always" },
    footer: { label: "faqPage.title" },
    indexed: true,
  },
  {
    path: "/admin",
    texts: "admin",
    name: "עמוד הניהול",
    header: { label: "header.admin", shown: "admins" },
    indexed: false,
    hebrewOnly: true,
  },
  {
    path: "/privacy",
    texts: "privacyPage",
    name: "עמוד מדיניות הפרטיות",
    footer: { label: "privacyPage.title" },
    indexed: true,
  },
  { path: "/terms", texts: "termsPage", name: "עמוד התקנון", footer: { label: "termsPage.title" }, indexed: true },
  {
    path: "/accessibility",
    texts: "accessibilityPage",
    name: "הצהרת הנגישות",
    footer: { label: "footer.accessibility" },
    indexed: true,
  },
] as const satisfies readonly FixedPage[];

export type FixedPagePath = (typeof FIXED_PAGES)[number]["path"];
export type FixedPageTexts = (typeof FIXED_PAGES)[number]["texts"];
