import { test, expect } from "./fixtures";
import { classes, site, trialCallToAction, ui } from "./content";

const { trialFormUrl, loginUrl } = site.bookingProvider;

// Every route without JavaScript (no dead control, nothing waiting, the whole navigation): pages.spec.ts.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page offers the try-out form and the provider's login directly", async ({ page }) => {
    await page.goto("/");
    const trial = page.locator("#about").getByRole("link", { name: ui.home.trialFrameNewTab });
    await expect(trial).toBeVisible();
    await expect(trial).toHaveAttribute("href", trialFormUrl);
    const login = page.locator("#user-login").getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a class page's call to action leads to the try-out form's link", async ({ page }) => {
    await page.goto(`/classes/${classes[0]!.slug}`);
    await page.getByRole("link", { name: trialCallToAction }).first().click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about").getByRole("link", { name: ui.home.trialFrameNewTab })).toBeInViewport();
  });

  test("the personal area offers the provider's login and says which sign-in is which", async ({ page }) => {
    await page.goto("/user-area");
    const login = page.getByRole("main").getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("[data-sign-in-note=provider]")).toBeVisible();
  });
});
