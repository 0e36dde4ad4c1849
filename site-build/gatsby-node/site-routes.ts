import fs from "node:fs";
import path from "node:path";
import { CONTENT_FILES, contentFiles, type ContentFile } from "../../src/content/content-files";
import { localPath } from "../../src/language/language";
import { readContentData } from "../content/content-on-disk";
import { englishEntriesOnDisk } from "../content/english-twins";
import { ENGLISH_SITE_NEEDS, isEnglishSiteBuilt } from "./english-site";
import { isBuilt, isPreviewBuild } from "../../src/lib/class-status";
import { isIndexedRoute } from "../../src/lib/seo";
import { isUpcoming, type DatedEvent } from "../../src/lib/dated-content";
import { FIXED_PAGES, type FixedPage } from "../../src/lib/fixed-pages";
import { buildDate } from "./build-date";

/**
 * The site's one route list, made from the content and the fixed pages: the home page, a page per entry of every
 * content file that has routes (content-files.ts: /classes/{slug}, /coaches/{slug}), then the fixed pages' table
 * (src/lib/fixed-pages.ts), each with its file in src/pages. The sitemap (gatsby-config.ts), robots.txt and the
 * post-build pass (which fails when a route has no built page or a built page no route) use it, and so do the browser
 * tests and the bench, so a new class, coach or page is listed, checked, tested and measured without editing any of
 * them. Node only: it reads the files.
 */
export interface SiteRoute {
  path: string;
  /** Listed in the sitemap; false for NOT_INDEXED_ROUTES (src/lib/seo.ts), which robots.txt disallows. */
  indexed: boolean;
}

const PAGES_FOLDER = "src/pages";
const FIXED_PAGES_FILE = "src/lib/fixed-pages.ts";
/** Pages Gatsby treats specially: the home page is "/", the not-found page is served for any unknown address. */
const NOT_ROUTES = new Set(["index", "404"]);
/** A page's source file; Gatsby makes no page of a test beside it (its page creator ignores *.test.* files). */
const PAGE_FILE = /^(?!.*\.test\.)[^.]+\.[jt]sx?$/;

/** Which entries have a page in this build. */
interface BuildScope {
  /** The build's date: dated entries (events) have a route only while upcoming on that day. */
  today: string;
  /** A preview build (pull requests) also builds draft classes (src/lib/class-status.ts). */
  preview: boolean;
  /** The English site is built too (english-site.ts): its pages under /en/. */
  english: boolean;
}

type RoutedEntry = { slug: string; status?: string } & DatedEvent;
/** A fixed page as the route list reads it: its path, and whether it is the Hebrew site's alone. */
type RoutedPage = Pick<FixedPage, "path" | "hebrewOnly">;

function contentRoutes(root: string, { today, preview }: BuildScope, entriesOf = hebrewEntries): string[] {
  return contentFiles().flatMap((file) => {
    if (!file.route) return [];
    const { prefix, upcomingOnly } = file.route as { prefix: string; upcomingOnly?: boolean };
    const entries = entriesOf(root, file) as RoutedEntry[];
    return entries
      .filter((entry) => isBuilt(entry, preview))
      .filter((entry) => !upcomingOnly || isUpcoming(entry, today))
      .map((entry) => `${prefix}${entry.slug}`);
  });
}

/**
 * The fixed pages' routes, by path (src/lib/fixed-pages.ts). Each row needs its file in src/pages and each file there its
 * row: a page the header, footer, sitemap and tests would not know of stops the build here, naming both places.
 */
function pageRoutes(root: string, pages: readonly Pick<FixedPage, "path">[]): string[] {
  const files = fs
    .readdirSync(path.join(root, PAGES_FOLDER))
    .filter((file) => PAGE_FILE.test(file))
    .map((file) => file.replace(/\.[jt]sx?$/, ""))
    .filter((name) => !NOT_ROUTES.has(name))
    .map((name) => `/${name}`);
  const listed: string[] = pages.map((page) => page.path);
  const problems = [
    ...files.filter((route) => !listed.includes(route)).map((route) => `${PAGES_FOLDER}${route}.tsx has no row`),
    ...listed.filter((route) => !files.includes(route)).map((route) => `${route} has no page in ${PAGES_FOLDER}`),
  ];
  if (problems.length > 0) throw new Error(`${problems.join("; ")} (the fixed pages: ${FIXED_PAGES_FILE})`);
  return [...listed].sort();
}

const hebrewEntries = (root: string, file: ContentFile) => readContentData(root, file.name) as unknown as unknown[];

/**
 * The English site's own pages: the home page and every fixed page but the Hebrew site's own (the admin panel), each
 * with the view it shows (src/views/, english-pages/).
 */
export const englishFixedPages = (pages: readonly RoutedPage[] = FIXED_PAGES): { path: string; view: string }[] => [
  { path: "/", view: "home" },
  ...pages.filter((page) => !page.hebrewOnly).map((page) => ({ path: page.path, view: page.path.slice(1) })),
];

/**
 * The English site's routes: its pages and the entries whose English is whole, under /en/; none while the English
 * site is not built, or the words every page reads are not whole in English (ENGLISH_SITE_NEEDS).
 */
function englishRoutes(root: string, scope: BuildScope, pages: readonly RoutedPage[]): string[] {
  if (!scope.english) return [];
  const whole = (name: (typeof ENGLISH_SITE_NEEDS)[number]) =>
    englishEntriesOnDisk(root, { name, ...CONTENT_FILES[name] }).length > 0;
  if (!ENGLISH_SITE_NEEDS.every(whole)) return [];
  const [home, ...fixed] = englishFixedPages(pages);
  return [
    home!.path,
    ...contentRoutes(root, scope, englishEntriesOnDisk),
    ...fixed.map((page) => page.path).sort(),
  ].map((path) => localPath("en", path));
}

/**
 * Every route of the site, in this order: home, content entries in file order (events while upcoming on the build's
 * date, draft classes in preview builds only), the pages by name; then the English site's in the same order.
 */
export function siteRoutes(
  root: string = process.cwd(),
  {
    today = buildDate(),
    preview = isPreviewBuild(process.env),
    english = isEnglishSiteBuilt(root, process.env),
  }: Partial<BuildScope> = {},
  pages: readonly RoutedPage[] = FIXED_PAGES,
): SiteRoute[] {
  const scope = { today, preview, english };
  return ["/", ...contentRoutes(root, scope), ...pageRoutes(root, pages), ...englishRoutes(root, scope, pages)].map(
    (route) => ({ path: route, indexed: isIndexedRoute(route) }),
  );
}
