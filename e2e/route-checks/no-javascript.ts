import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { classes, openTrainingLinks, ui } from "../content";
import { HEBREW_ONLY, type RouteCheck } from "../route-visit";

/** The buttons a visitor sees, except the menus' buttons, which open on hover and focus without JavaScript. */
const deadButtons = (page: Page) =>
  page.locator("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .filter((button) => !button.parentElement?.matches("[data-nav-dropdown],[data-home-dropdown]"))
      .map((button) => button.textContent?.trim()),
  );

export const noJavaScriptChecks: RouteCheck[] = [
  {
    name: "has no control that does nothing and nothing that waits for the browser",
    mode: "no-javascript",
    async run({ page }) {
      expect(await deadButtons(page)).toEqual([]);
      for (const waiting of [/בודקים אם/, /^\s*טוען/]) {
        await expect(page.getByText(waiting).filter({ visible: true })).toHaveCount(0);
      }
      await expect(page.locator("[aria-busy=true]:visible, [role=status]:visible")).toHaveCount(0);
    },
  },
  {
    languages: HEBREW_ONLY,
    name: "shows the whole navigation: every class, open training, the shop and the personal area",
    mode: "no-javascript",
    async run({ page }) {
      const nav = page.getByRole("navigation", { name: ui.header.navigation });
      await expect(nav.locator('a[href^="/classes/"]')).toHaveCount(classes.length);
      for (const name of [...openTrainingLinks.map((link) => link.menuLabel), ui.header.shop, ui.header.userArea]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      if (openTrainingLinks.length === 0) {
        await expect(nav.getByRole("button", { name: ui.menus.open, exact: true })).toBeVisible();
      }
    },
  },
];
