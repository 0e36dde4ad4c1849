import type { Page } from "@playwright/test";
import { test, expect, layoutShiftSoFar } from "./fixtures";
import { classes, coaches } from "./content";

/**
 * A web font that arrives after the first paint must not reflow the page (DESIGN.md: CLS <= 0.02). With
 * font-display: swap, a coach page moved by 0.21 when the latin face came 1.5 s late; with optional and the preload,
 * a font that misses the first paint is left for the next page.
 */
const LATE_FONT_MS = 1500;

async function layoutShiftAfterLateFont(page: Page, route: string): Promise<number> {
  await page.route(/\.woff2$/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_FONT_MS));
    await request.continue();
  });
  const fontArrived = page.waitForResponse(/\.woff2$/);
  await page.goto(route);
  await fontArrived;
  // Once the font is decoded, and two frames later: a swap would have been laid out and reported by then.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return layoutShiftSoFar(page);
}

test("both faces are files that every page preloads, and both are in use", async ({ page }) => {
  await page.goto(`/classes/${classes[0]!.slug}`);
  const preloads = page.locator('head link[rel="preload"][as="font"]');
  const hrefs = await preloads.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual([
    expect.stringMatching(/^\/static\/heebo-hebrew-.*\.woff2$/),
    expect.stringMatching(/^\/static\/heebo-latin-.*\.woff2$/),
  ]);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map(
      (face) => `${face.family} ${/U\+0?590-/i.test(face.unicodeRange) ? "hebrew" : "latin"} ${face.status}`,
    );
  });
  expect(faces.sort()).toEqual(["Heebo Variable hebrew loaded", "Heebo Variable latin loaded"]);
});

test.describe("a late web font moves nothing", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  const routes = [...coaches.map(({ slug }) => `/coaches/${slug}`), ...classes.map(({ slug }) => `/classes/${slug}`)];
  for (const route of routes) {
    test(`on ${route}`, async ({ page }) => {
      expect(await layoutShiftAfterLateFont(page, route)).toBeLessThan(0.01);
    });
  }
});
