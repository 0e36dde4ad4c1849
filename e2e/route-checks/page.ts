import { expect } from "../fixtures";
import { contentIn } from "../content";
import { directionOf, localPath } from "../../src/language/language";
import type { RouteCheck } from "../route-visit";
import { APP_STYLESHEET } from "../../src/gatsby/render/stylesheet-order";
import { SEARCH_DESCRIPTION_MIN } from "../../src/content/model/fields";

/** What every page is, with JavaScript or without: its status, language, direction, heading, title and way home. */
export const pageChecks: RouteCheck[] = [
  {
    name: "answers 200 with its page in its language and direction (Hebrew right to left), under its heading",
    mode: "both",
    async run({ page, response, route }) {
      expect(response.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", route.language);
      await expect(page.locator("html")).toHaveAttribute("dir", directionOf(route.language));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    },
  },
  {
    name: "names the studio in its title, has a description, and its logo leads to its language's home page",
    mode: "both",
    async run({ page, route }) {
      const { site } = contentIn(route.language);
      await expect(page).toHaveTitle(new RegExp(site.brand));
      // The model holds each description's text to the same length, so the editor and the content check refuse a short
      // one at its field (SEARCH_DESCRIPTION_MIN); this check sees the page as written.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(`^.{${SEARCH_DESCRIPTION_MIN},}$`),
      );
      await expect(page.getByRole("link", { name: site.brand }).first()).toHaveAttribute(
        "href",
        localPath(route.language, "/"),
      );
    },
  },
  {
    // Each page carries the CSS it uses, not the whole site's (site-build/gatsby-node/stylesheet-per-template.ts).
    name: "inlines the app's stylesheet, then its own page's, and no other",
    mode: "both",
    async run({ page }) {
      const inlined = await page
        .locator("head style[data-href]")
        .evaluateAll((styles) => styles.map((style) => style.getAttribute("data-href")));
      expect(inlined).toEqual([
        expect.stringMatching(APP_STYLESHEET),
        expect.stringMatching(/^\/component---(?:src-(?:pages|templates)|english-pages)-[\w-]+-tsx\.[0-9a-f]+\.css$/),
      ]);
    },
  },
  {
    name: "links to the accessibility statement in its language from its footer",
    mode: "both",
    async run({ page, route }) {
      const { ui } = contentIn(route.language);
      const link = page.getByRole("contentinfo").getByRole("link", { name: ui.footer.accessibility });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", localPath(route.language, "/accessibility"));
    },
  },
];
