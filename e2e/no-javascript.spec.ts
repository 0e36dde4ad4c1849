import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { ROUTES, site } from "./routes";
import content from "../content/site.json";

const { trialFormUrl, loginUrl } = content.bookingProvider;

/** The buttons a visitor sees, except the menus' buttons, which open on hover and focus without JavaScript. */
const deadButtons = (page: Page) =>
  page.locator("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .filter((button) => !button.parentElement?.matches("[data-nav-dropdown],[data-home-dropdown]"))
      .map((button) => button.textContent?.trim()),
  );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} has no control that does nothing and nothing that waits for the browser`, async ({ page }) => {
      await page.goto(route.path);
      expect(await deadButtons(page)).toEqual([]);
      for (const waiting of [/בודקים אם/, /טוען/, /Loading video/]) {
        await expect(page.getByText(waiting).filter({ visible: true })).toHaveCount(0);
      }
      await expect(page.locator("[aria-busy=true]:visible, [role=status]:visible")).toHaveCount(0);
      // The way to the try-out form and to the provider's login: the home page, one click away (the logo).
      await expect(page.getByRole("link", { name: site.brand }).first()).toHaveAttribute("href", "/");
    });
  }

  test("the home page offers the try-out form and the provider's login directly", async ({ page }) => {
    await page.goto("/");
    const trial = page.locator("#about").getByRole("link", { name: "פתיחת הטופס בחלון חדש" });
    await expect(trial).toBeVisible();
    await expect(trial).toHaveAttribute("href", trialFormUrl);
    const login = page.locator("#user-login").getByRole("link", { name: "כניסה לאיזור האישי בחלון חדש" });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("a class page's call to action leads to the try-out form's link", async ({ page }) => {
    await page.goto("/classes/tissu");
    await page
      .getByRole("link", { name: /הרשמה לשיעור ניסיון/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about").getByRole("link", { name: "פתיחת הטופס בחלון חדש" })).toBeInViewport();
  });

  test("the personal area offers the provider's login and says which sign-in is which", async ({ page }) => {
    await page.goto("/user-area");
    const login = page.getByRole("main").getByRole("link", { name: "כניסה לאיזור האישי בחלון חדש" });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute("href", loginUrl);
    await expect(page.locator("[data-sign-in-note=provider]")).toBeVisible();
  });
});
