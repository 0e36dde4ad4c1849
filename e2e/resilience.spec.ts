import { test, expect, waitForHydration } from "./fixtures";
import { classes, firstOf, ui } from "./content";
import { ROUTES } from "./routes";
import { SITE_AUTH_HOST } from "./servers";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} shows its content, its navigation and its footer`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      const nav = page.getByRole("navigation", { name: ui.header.navigation });
      await expect(nav.locator('a[href^="/classes/"]')).toHaveCount(classes.length);
      for (const name of [firstOf("open").menuLabel, ui.header.shop, ui.header.userArea]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "הצהרת נגישות" })).toBeVisible();
    });
  }
});

test.describe("with the booking provider and Firebase unreachable", () => {
  const UNREACHABLE = new RegExp(
    `booking\\.provider\\.example|googleapis\\.com|gstatic\\.com|firebase|recaptcha|${SITE_AUTH_HOST.replaceAll(".", "\\.")}`,
  );

  for (const route of ROUTES) {
    test(`${route.path} stays usable and throws nothing`, async ({ page, consoleErrors }) => {
      await page.route(UNREACHABLE, (request) => request.abort("internetdisconnected"));
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      // Reach every lazily created frame and video on the way down.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expect(page.getByRole("contentinfo")).toBeInViewport();
      await page.getByRole("link", { name: ui.header.shop, exact: true }).first().click();
      await expect(page).toHaveURL(/\/shop$/);
      // Requests that could not be made are expected here; anything else (an uncaught error above all) is not.
      const unexpected = consoleErrors.filter((error) => !/Failed to load resource|net::ERR_/.test(error));
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    });
  }
});
