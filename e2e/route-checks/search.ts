import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { isPaused } from "../../src/lib/class-status";
import { hebrewPath } from "../../src/language/language";
import { contentIn } from "../content";
import { oncePerRoute, type RouteCheck, type SiteRoute } from "../route-visit";

const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );

const slugOf = (path: string) => path.split("/").pop();

/** The schema.org data each kind of page describes itself with (docs/performance.md). */
function expectedStructuredData(route: SiteRoute): Record<string, unknown>[] {
  const { site, classPages, coaches, events } = contentIn(route.language);
  switch (route.kind) {
    case "home":
      return [expect.objectContaining({ "@type": "SportsActivityLocation", name: site.brand })];
    case "class": {
      const entry = classPages.find((candidate) => candidate.slug === slugOf(route.path))!;
      // A paused class's sessions are not held: its page describes no Course.
      return isPaused(entry) ? [] : [expect.objectContaining({ "@type": "Course", name: entry.title })];
    }
    case "coach":
      return [
        expect.objectContaining({
          "@type": "Person",
          name: coaches.find((coach) => coach.slug === slugOf(route.path))!.name,
        }),
      ];
    case "event":
      return [
        expect.objectContaining({
          "@type": "Event",
          name: events.find((event) => event.slug === slugOf(route.path))!.title,
        }),
      ];
    default:
      // The FAQ's questions are checked against content/faq.json in studio-pages.spec.ts.
      return hebrewPath(route.path) === "/faq" ? [expect.objectContaining({ "@type": "FAQPage" })] : [];
  }
}

export const searchChecks: RouteCheck[] = [
  {
    name: "has its canonical address and sharing tags",
    only: oncePerRoute,
    async run({ page, route }) {
      const { site } = contentIn(route.language);
      const address = `${site.siteUrl}${route.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", address);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", address);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${site.siteUrl}/og-image.jpg`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      // What the shared picture shows, for those who cannot see it (content/site.json).
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", site.shareImageAlt);
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", site.shareImageAlt);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /manifest\.webmanifest/);
    },
  },
  {
    name: "describes itself in schema.org data: the studio, a course, a person, an event, the FAQ, or nothing",
    only: oncePerRoute,
    async run({ page, route }) {
      expect(await structuredData(page)).toEqual(expectedStructuredData(route));
    },
  },
];
