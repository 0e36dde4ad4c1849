import { expect } from "../fixtures";
import { site, ui } from "../content";
import type { RouteCheck } from "../route-visit";

/** What every page is, with JavaScript or without: its status, language, direction, heading, title and way home. */
export const pageChecks: RouteCheck[] = [
  {
    name: "answers 200 with its page in Hebrew, right to left, under its heading",
    mode: "both",
    async run({ page, response, route }) {
      expect(response.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "he");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    },
  },
  {
    name: "names the studio in its title, has a description, and its logo leads home",
    mode: "both",
    async run({ page }) {
      await expect(page).toHaveTitle(new RegExp(site.brand));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.getByRole("link", { name: site.brand }).first()).toHaveAttribute("href", "/");
    },
  },
  {
    name: "links to the accessibility statement from its footer",
    mode: "both",
    async run({ page }) {
      const link = page.getByRole("contentinfo").getByRole("link", { name: ui.footer.accessibility });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "/accessibility");
    },
  },
];
