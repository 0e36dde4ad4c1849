import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** Pages that search engines should not list: the admin panel and the not-found page. */
export const NOT_INDEXED_PATHS = ["/admin", "/404", "/404.html", "/dev-404-page"];

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "", `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).href}`, ""].join(
    "\n",
  );
}

/** public/robots.txt, written from the site address in content/site.json (after the build: post-build.ts). */
export const writeRobotsTxt = async ({ graphql, store }: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]) => {
  const { data } = await graphql<{ siteSettings: { siteUrl: string } }>(`
    query RobotsSiteUrl {
      siteSettings {
        siteUrl
      }
    }
  `);
  const { program } = store.getState() as { program: { directory: string } };
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robotsTxt(data!.siteSettings.siteUrl));
};
