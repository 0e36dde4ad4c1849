import { test, expect, expectNoAxeViolations } from "./fixtures";
import { ROUTES, site } from "./routes";
import { ui } from "./content";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its page in Hebrew, right to left, with no accessibility violation`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "he");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(new RegExp(site.brand));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.getByRole("link", { name: site.brand }).first()).toHaveAttribute("href", "/");
      await expectNoAxeViolations(page);
    });
  }

  test("an unknown address gets the Hebrew 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.title);
    await expectNoAxeViolations(page);
    // The browser itself logs the 404 status of the document.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404/.test(e)));
  });
});

test("the home page's title and description present the studio", async ({ page }) => {
  await page.goto("/");
  const title = await page.title();
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  for (const text of [title, description]) {
    expect(text).toContain("טריקינג");
    expect(text).toContain("קליסטניקס");
    expect(text).toContain("מואי תאי");
  }
  expect(title).toContain(site.brand);
  expect(title).toMatch(/אמנויות לחימה/);
});
