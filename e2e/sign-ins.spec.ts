import type { Locator } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { site, ui } from "./content";
import { providerSignInNote } from "../src/features/account/sign-in-notes";

const SITE_NOTE = ui.login.siteNote;

/** The provider's note (content/ui.json) names the provider of content/site.json. */
async function expectProviderNote(note: Locator) {
  await expect(note).toHaveText(providerSignInNote(ui.userArea.providerNote, site.bookingProvider.name));
  await expect(note).toContainText(site.bookingProvider.name);
}

test.describe("the two sign-ins, each explained where it appears", () => {
  test("the header's sign-in opens the site's login, which says it is not where bookings are managed", async ({
    signIn,
  }) => {
    await signIn.openOn("/shop");
    await expect(signIn.dialog.locator("[data-sign-in-note=site]")).toHaveText(SITE_NOTE);
  });

  test("the home page's personal area says it is the provider's, apart from the header's sign-in", async ({ page }) => {
    await page.goto("/");
    await expectProviderNote(page.locator("#user-login [data-sign-in-note=provider]"));
  });

  test("/user-area explains both: the provider's personal area and the site's account", async ({ page }) => {
    await page.goto("/user-area");
    await expectProviderNote(page.locator("[data-sign-in-note=provider]"));
    await waitForHydration(page);
    await expect(page.locator("[data-sign-in-note=site]")).toHaveText(SITE_NOTE);
  });
});
