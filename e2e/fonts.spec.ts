import type { Page } from "@playwright/test";
import { test, expect, layoutShiftSoFar } from "./fixtures";
import { classes, coaches } from "./content";

/**
 * A web font that arrives after the first paint must not reflow the page (docs/decisions.md, "Fonts": CLS <= 0.02).
 * With font-display: swap, a coach page moved by 0.21 when the latin face came 1.5 s late; with optional and the
 * preload, a font that misses the first paint is left for the next page.
 */
const LATE_FONT_MS = 1500;

/** Every font file of the page arrives LATE_FONT_MS late from now on. */
const delayFonts = (page: Page) =>
  page.route(/\.woff2$/, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_FONT_MS));
    await request.continue();
  });

async function layoutShiftAfterLateFont(page: Page, route: string): Promise<number> {
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

test("both faces are in use on a page (every page preloads them: pages.spec.ts)", async ({ page }) => {
  await page.goto(`/classes/${classes[0]!.slug}`);
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

  // The font's loading is the same on every page (its @font-face and the preload that every page has): one page of
  // each kind whose text it moved before (a coach page by 0.21, a class page by 0.021) stands for the rest.
  test("on a coach page and on a class page", async ({ page }) => {
    await delayFonts(page);
    for (const route of [`/coaches/${coaches[0]!.slug}`, `/classes/${classes[0]!.slug}`]) {
      await test.step(route, async () => {
        expect(await layoutShiftAfterLateFont(page, route), route).toBeLessThan(0.01);
      });
    }
  });
});
