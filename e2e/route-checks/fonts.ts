import { expect } from "../fixtures";
import { oncePerRoute, type RouteCheck } from "../route-visit";

export const fontChecks: RouteCheck[] = [
  {
    // With font-display: optional, a face that misses the first paint waits for the next page (e2e/fonts.spec.ts):
    // the preload is what makes it arrive in time, on every page.
    name: "preloads both faces of the web font",
    mode: "both",
    only: oncePerRoute,
    async run({ page }) {
      const preloads = page.locator('head link[rel="preload"][as="font"]');
      const hrefs = await preloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual([
        expect.stringMatching(/^\/static\/heebo-hebrew-.*\.woff2$/),
        expect.stringMatching(/^\/static\/heebo-latin-.*\.woff2$/),
      ]);
    },
  },
];
