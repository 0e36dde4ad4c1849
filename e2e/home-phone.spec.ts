import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { ui } from "./content";

const studioRow = (page: Page) => page.locator("#studio ul");
const coachRow = (page: Page) => page.locator("#coaches article").first().locator("..");
const scrollInto = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.scrollIntoView({ block: "start" }), id);

test.describe("the home page on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // What the studio posts for a while (the notices' banner, the next event) comes on top: the page's own sections
  // keep within the budget, so that posting a notice or an event never fails it.
  test("is shorter than 6,000 px without the dated notices and event, with nothing scrolling the page sideways", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { height, dated } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      dated: [...document.querySelectorAll("[data-notices], [data-next-event]")]
        .map((element) => element.getBoundingClientRect().height)
        .reduce((sum, part) => sum + part, 0),
    }));
    console.log(`home page height at 390 px: ${height} px, of which ${dated} px dated notices and event`);
    expect(height - dated).toBeLessThan(6000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("shows the studio and coach cards in sideways rows, with a visible hint and the next card peeking", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const [id, row] of [
      ["studio", studioRow(page)],
      ["coaches", coachRow(page)],
    ] as const) {
      await scrollInto(page, id);
      await expect(page.locator(`#${id}`).getByText(ui.page.scrollHint)).toBeVisible();
      const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
      await expect(row.locator(":scope > *").nth(1)).toBeInViewport();
      await expect(row.locator(":scope > *").nth(1)).not.toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page);
  });

  test("the studio row scrolls by keyboard, and its cards still slide in one after another", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollInto(page, "studio");
    const row = studioRow(page);
    await row.focus();
    await expect(row).toBeFocused();
    const before = await row.evaluate((el) => el.scrollLeft);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).not.toBe(before);
    const last = row.locator("li").last();
    await expect(last).toHaveAttribute("data-revealed", "false");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-revealed", "true");
  });

  test("coach videos load only as their cards come into view along the row", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollInto(page, "coaches");
    const cards = page.locator("#coaches article");
    await expect(cards.first().locator("video")).toHaveCount(1);
    await expect(cards.last().locator("video")).toHaveCount(0);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last().locator("video")).toHaveCount(1);
  });

  test("a tap on a coach card shows the coach's short description", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollInto(page, "coaches");
    const card = page.locator("#coaches article").first();
    const description = card.locator("p").last();
    await expect(description).toHaveCSS("opacity", "0");
    await card.tap();
    await expect(card).toBeFocused();
    await expect(description).toHaveCSS("opacity", "1");
  });
});
