import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { localPath } from "../../src/language/language";
import { textsIn } from "../../site-build/content/texts-in";
import { contentIn } from "../content";
import type { RouteCheck } from "../route-visit";

/** The buttons a visitor sees, except the menus' buttons, which open on hover and focus without JavaScript. */
const deadButtons = (page: Page) =>
  page.locator("button").evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .filter((button) => !button.parentElement?.matches("[data-nav-dropdown],[data-home-dropdown]"))
      .map((button) => button.textContent?.trim()),
  );

/** The interface's words for a wait, in the page's language: each ends in an ellipsis ("טוען סרטון…", "Sending…"). */
const waitingWords = (ui: object): string[] =>
  textsIn(ui)
    .map(({ text }) => text)
    .filter((text) => /(…|\.\.\.)$/.test(text));

export const noJavaScriptChecks: RouteCheck[] = [
  {
    name: "has no control that does nothing and nothing that waits for the browser",
    mode: "no-javascript",
    async run({ page, route }) {
      const { ui } = contentIn(route.language);
      expect(await deadButtons(page)).toEqual([]);
      for (const words of waitingWords(ui)) {
        await expect(page.getByText(words).filter({ visible: true })).toHaveCount(0);
      }
      await expect(page.locator("[aria-busy=true]:visible, [role=status]:visible")).toHaveCount(0);
    },
  },
  {
    name: "shows the whole navigation: every class, open training, the shop and the personal area",
    mode: "no-javascript",
    async run({ page, route }) {
      const { classes, openTrainingLinks, ui } = contentIn(route.language);
      const nav = page.getByRole("navigation", { name: ui.header.navigation });
      await expect(nav.locator(`a[href^="${localPath(route.language, "/classes/")}"]`)).toHaveCount(classes.length);
      for (const name of [...openTrainingLinks.map((link) => link.menuLabel), ui.header.shop, ui.header.userArea]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      if (openTrainingLinks.length === 0) {
        await expect(nav.getByRole("button", { name: ui.menus.open, exact: true })).toBeVisible();
      }
    },
  },
];
