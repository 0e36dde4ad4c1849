import type { Page } from "@playwright/test";
import { booking, site, ui } from "./content";
import { fillTemplate } from "../src/lib/templates";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";

const CTA = ui.home.heroCta;
const cta = (page: Page) => page.locator("main > section").first().getByRole("link", { name: CTA });
const trialPanel = (page: Page) =>
  page.getByRole("region", { name: fillTemplate(ui.home.trialTitle, { amount: booking.priceILS }) });

for (const size of [
  { name: "a 360×740 phone", width: 360, height: 740 },
  { name: "a 1366×768 desktop", width: 1366, height: 768 },
]) {
  test.describe(`the hero's try-out button on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("is in the first screen and opens the About section's try-out panel with the provider's form", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      const button = cta(page);
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      await expect(trialPanel(page)).toBeHidden();
      await button.click();
      await expect(trialPanel(page)).toBeVisible();
      await expect(page.getByRole("button", { name: ui.home.trialToggle })).toHaveAttribute("aria-expanded", "true");
      await expect(trialPanel(page).locator("iframe")).toHaveAttribute("src", site.bookingProvider.trialFormUrl);
      await expect(trialPanel(page)).toBeInViewport();
      await expect(trialPanel(page)).toBeFocused();
      await expectNoAxeViolations(page, { include: "main > section:first-child" });
    });
  });
}

test("the hero's button works by keyboard", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await cta(page).focus();
  await page.keyboard.press("Enter");
  await expect(trialPanel(page)).toBeVisible();
});

test("without JavaScript the hero's button leads to the About section's try-out panel, open", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/");
  await cta(page).click();
  await expect(page).toHaveURL(/#trial-registration$/);
  await expect(trialPanel(page)).toBeInViewport();
  await expect(trialPanel(page).locator(`a[href="${site.bookingProvider.trialFormUrl}"]`)).toBeVisible();
  await context.close();
});

test.describe("the hero poster comes first", () => {
  test("the head preloads it before anything else, and the page's scripts start only once it has loaded", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const firstInHead = await page.evaluate(() => {
      const link = document.head.querySelector("link");
      return link && { rel: link.rel, as: link.getAttribute("as"), priority: link.getAttribute("fetchpriority") };
    });
    expect(firstInHead).toEqual({ rel: "preload", as: "image", priority: "high" });
    // The browser's own timings, not the order in which Playwright reports events (which may lag under load).
    const { timings, posterSrc } = await page.evaluate(() => ({
      timings: performance.getEntriesByType("resource").map((entry) => {
        const { name, initiatorType, startTime, responseEnd } = entry as PerformanceResourceTiming;
        return { name, initiatorType, startTime, responseEnd };
      }),
      posterSrc: document.querySelector<HTMLImageElement>("img[data-hero-poster]")?.currentSrc ?? "",
    }));
    // The picture the poster <img> chose (the preload may have fetched another size first).
    const poster = timings.find((entry) => entry.name === posterSrc);
    const scripts = timings.filter((entry) => entry.initiatorType === "script" && entry.name.endsWith(".js"));
    expect(poster, `the poster ${posterSrc} was fetched`).toBeDefined();
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(poster!.responseEnd);
  });
});
