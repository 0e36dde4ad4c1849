import type { Page } from "@playwright/test";
import { test, expect, layoutShiftSoFar, waitForHydration } from "./fixtures";
import { classes, coaches, phoneDigits, ui } from "./content";

/** The inner pages issue 18 names: a class, a coach, the timetable, the shop and the FAQ. */
const INNER_PAGES = [`/classes/${classes[0]!.slug}`, `/coaches/${coaches[0]!.slug}`, "/schedule", "/shop", "/faq"];
const bar = (page: Page) => page.getByRole("complementary", { name: ui.contactBar.label });

const box = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
  });

test.describe("the phone's call / WhatsApp / try-out bar", () => {
  test.describe.configure({ timeout: 90_000 });

  test("stays at the bottom of the screen on inner pages, covers nothing at the end, moves nothing, fits 320 px", async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      for (const path of INNER_PAGES) {
        await page.goto(path);
        await expect(bar(page), path).toBeVisible();
        await waitForHydration(page);
        expect(await layoutShiftSoFar(page), `${path} at ${width}: layout shift`).toBeLessThanOrEqual(0.01);
        // At the top of a page longer than the screen (a page seen before comes back where it was left: Gatsby's
        // scroll restoration): at the bottom edge of the screen, in reach.
        await page.evaluate(() => window.scrollTo(0, 0));
        const top = await box(page, "[data-contact-bar]");
        if ((await box(page, "main")).bottom > 640) {
          expect(Math.abs(top.bottom - 640), `${path} at ${width}: at the bottom`).toBeLessThanOrEqual(1);
        }
        expect(top.top, `${path} at ${width}: on the screen`).toBeGreaterThanOrEqual(0);
        expect(top.bottom, `${path} at ${width}: on the screen`).toBeLessThanOrEqual(641);
        // At the end: in the flow, after the main content and above the footer, on top of nothing.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const end = await box(page, "[data-contact-bar]");
        const main = await box(page, "main");
        const footer = await box(page, "footer");
        expect(end.top, `${path} at ${width}: below the content`).toBeGreaterThanOrEqual(main.bottom - 1);
        expect(end.bottom, `${path} at ${width}: above the footer`).toBeLessThanOrEqual(footer.top + 1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}: sideways`).toBeLessThanOrEqual(0);
        expect(end.left).toBeGreaterThanOrEqual(0);
        expect(end.right).toBeLessThanOrEqual(width);
      }
    }
  });

  test("calls, writes on WhatsApp, and on a class page opens the try-out set to that class", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const entry = classes[0]!;
    await page.goto(`/classes/${entry.slug}`);
    await waitForHydration(page);
    await expect(bar(page).getByRole("link", { name: ui.contactBar.call })).toHaveAttribute(
      "href",
      `tel:+${phoneDigits}`,
    );
    await expect(bar(page).getByRole("link", { name: ui.contactBar.whatsapp })).toHaveAttribute(
      "href",
      `https://wa.me/${phoneDigits}`,
    );
    await bar(page).getByRole("link", { name: ui.contactBar.trial }).click();
    const form = page.getByRole("dialog", { name: ui.trialBooking.title });
    await expect(form.getByLabel(ui.trialForm.classLabel, { exact: true })).toHaveValue(entry.slug);
  });

  test("is not there on a wide screen, nor on the home page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/schedule");
    await expect(bar(page)).toBeHidden();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(bar(page)).toHaveCount(0);
  });
});
