import fs from "node:fs";
import path from "node:path";
import { contentFiles, contentPath } from "../../src/content/content-files";
import { isBuilt, isPreviewBuild } from "../../src/lib/class-status";
import { isIndexedRoute } from "../../src/lib/seo";
import { isUpcoming, type DatedEvent } from "../../src/lib/dated-content";
import { buildDate } from "./build-date";

/**
 * The site's one route list, made from the content and the pages: the home page, a page per entry of every content
 * file that has routes (content-files.ts: /classes/{slug}, /coaches/{slug}), then one per file in src/pages. The
 * sitemap (gatsby-config.ts), robots.txt and the post-build pass (which fails when a route has no built page or a
 * built page no route) use it, and so do the browser tests and the bench, so a new class, coach or page is
 * listed, checked, tested and measured without editing any of them. Node only: it reads the files.
 */
export interface SiteRoute {
  path: string;
  /** Listed in the sitemap; false for NOT_INDEXED_ROUTES (src/lib/seo.ts), which robots.txt disallows. */
  indexed: boolean;
}

const PAGES_FOLDER = "src/pages";
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
}

function contentRoutes(root: string, { today, preview }: BuildScope): string[] {
  return contentFiles().flatMap((file) => {
    if (!file.route) return [];
    const { prefix, upcomingOnly } = file.route as { prefix: string; upcomingOnly?: boolean };
    const entries = JSON.parse(fs.readFileSync(path.join(root, contentPath(file.name)), "utf8")) as ({
      slug: string;
      status?: string;
    } & DatedEvent)[];
    return entries
      .filter((entry) => isBuilt(entry, preview))
      .filter((entry) => !upcomingOnly || isUpcoming(entry, today))
      .map((entry) => `${prefix}${entry.slug}`);
  });
}

function pageRoutes(root: string): string[] {
  return fs
    .readdirSync(path.join(root, PAGES_FOLDER))
    .filter((file) => PAGE_FILE.test(file))
    .map((file) => file.replace(/\.[jt]sx?$/, ""))
    .filter((name) => !NOT_ROUTES.has(name))
    .sort()
    .map((name) => `/${name}`);
}

/**
 * Every route of the site, in this order: home, content entries in file order (events while upcoming on the build's
 * date, draft classes in preview builds only), the pages by name.
 */
export function siteRoutes(
  root: string = process.cwd(),
  { today = buildDate(), preview = isPreviewBuild(process.env) }: Partial<BuildScope> = {},
): SiteRoute[] {
  return ["/", ...contentRoutes(root, { today, preview }), ...pageRoutes(root)].map((route) => ({
    path: route,
    indexed: isIndexedRoute(route),
  }));
}
