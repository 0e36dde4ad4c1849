/**
 * Failing softly (docs/site.md, "When something fails"): until the app has hydrated, and for ever if it never does,
 * every control works as it does without JavaScript; a part of the code that fails to load later reloads the page once,
 * then says so.
 */
import type { Page, Route } from "@playwright/test";
import { test, expect, forgetFailedRequests, waitForHydration } from "./fixtures";
import { site, ui } from "./content";

const PHONE = { width: 360, height: 740 };
const SCRIPT = /\.js(\?.*)?$/;
const nav = (page: Page) => page.getByRole("navigation", { name: ui.header.navigation });
const trialLink = (page: Page) => page.locator("#about").getByRole("link", { name: ui.home.trialFrameNewTab });
const providerLogin = (page: Page) =>
  page.locator("#user-login").getByRole("link", { name: ui.userArea.providerNewTab });

test.describe("at 360 px", () => {
  test.use({ viewport: PHONE });

  test("with every script request aborted, the page is the one without JavaScript: menu, try-out and provider links", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(SCRIPT, (route) => route.abort("blockedbyclient"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-scripts-failed", "");
    await expect(nav(page).getByRole("link", { name: ui.header.shop, exact: true })).toBeVisible();
    await expect(trialLink(page)).toBeVisible();
    await expect(trialLink(page)).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    await expect(providerLogin(page)).toBeVisible();
    await expect(providerLogin(page)).toHaveAttribute("href", site.bookingProvider.loginUrl);
    // The links lead on, to pages that are just as complete.
    await nav(page).getByRole("link", { name: ui.header.shop, exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: ui.header.userArea, exact: true })).toBeVisible();
    forgetFailedRequests(consoleErrors);
  });

  test("while the scripts have not arrived, the menu button opens the menu and the try-out button its panel", async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route(SCRIPT, (route) => void held.push(route));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    await expect(nav(page).getByRole("link", { name: ui.header.shop, exact: true })).toBeHidden();
    await page.getByRole("button", { name: ui.header.menuToggle }).click();
    await expect(nav(page).getByRole("link", { name: ui.header.shop, exact: true })).toBeVisible();
    // Every group of the menu is listed, as without JavaScript.
    await expect(nav(page).locator('a[href^="/classes/"]').first()).toBeVisible();
    await page.getByRole("button", { name: ui.home.trialToggle }).click();
    await expect(trialLink(page)).toBeVisible();
    // The scripts arrive: React keeps the open panel open, and the menu's button now opens and closes it.
    await page.unroute(SCRIPT);
    for (const route of held.splice(0)) await route.continue();
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(trialLink(page)).toBeVisible();
    const toggle = page.getByRole("button", { name: ui.header.menuToggle });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: ui.header.shop, exact: true })).toBeVisible();
    await toggle.click();
    await expect(nav(page).getByRole("link", { name: ui.header.shop, exact: true })).toBeHidden();
  });
});

test("a part of the site that fails to load reloads the page once, then says so with a reload button", async ({
  page,
  consoleErrors,
  signIn,
}) => {
  const LOGIN_CODE = /\/login-modal-[^/]*\.js$/;
  await page.route(LOGIN_CODE, (route) => route.abort("connectionreset"));
  await page.goto("/shop");
  await waitForHydration(page);
  const signInButton = signIn.headerButton;

  const reloaded = page.waitForEvent("load");
  await signInButton.click();
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem("studio.chunkReloadAt"))).toMatch(/^\d+$/);

  await signInButton.click();
  const notice = page.getByRole("alert").filter({ hasText: ui.recovery.chunkFailed });
  await expect(notice).toBeVisible();
  await expect(signIn.dialog).toHaveCount(0);

  // The connection is back: the button reloads, and the sign-in works.
  await page.unroute(LOGIN_CODE);
  const reloadedAgain = page.waitForEvent("load");
  await notice.getByRole("button", { name: ui.recovery.reload }).click();
  await reloadedAgain;
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
  await signInButton.click();
  await expect(signIn.dialog).toBeVisible();
  forgetFailedRequests(consoleErrors);
});
