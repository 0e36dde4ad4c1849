/**
 * The two languages' pages find each other (issue 47): the language link on every page leads to the same page in the
 * other language, or to that language's home page when the page has none there, with and without JavaScript; search
 * engines are told both addresses (hreflang in the head and in the sitemap), Hebrew the default.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { PUBLIC } from "./csp-policy";
import { contentIn, site } from "./content";

const [tissu] = contentIn("en").classPages.filter((entry) => entry.slug === "tissu");
const languageLink = (page: Page) => page.locator("a[data-language-link]");

test.describe("the language link", () => {
  test("leads from a class's page to its English page and back, each in its language and direction", async ({
    page,
  }) => {
    await page.goto("/classes/tissu");
    await waitForHydration(page);
    await expect(languageLink(page)).toHaveAttribute("lang", "en");
    await expect(languageLink(page)).toHaveText("English");
    await languageLink(page).click();
    await expect(page).toHaveURL(/\/en\/classes\/tissu$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tissu!.title);
    await expect(languageLink(page)).toHaveText("עברית");
    await expect(languageLink(page)).toHaveAttribute("lang", "he");
    await languageLink(page).click();
    await expect(page).toHaveURL(/\/classes\/tissu$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("leads from a page the English site does not have (the admin panel) to the English home page", async ({
      page,
    }) => {
      await page.goto("/admin");
      await expect(languageLink(page)).toHaveAttribute("href", "/en");
      await languageLink(page).click();
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test("search engines get both addresses of a page, Hebrew the default, in its head and in the sitemap", async ({
  page,
}) => {
  const expected = [
    ["he", `${site.siteUrl}/classes/tissu`],
    ["en", `${site.siteUrl}/en/classes/tissu`],
    ["x-default", `${site.siteUrl}/classes/tissu`],
  ];
  for (const route of ["/classes/tissu", "/en/classes/tissu"]) {
    await page.goto(route);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    expect(alternates, route).toEqual(expected);
  }
  const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
  const entry = sitemap.match(new RegExp(`<url><loc>${site.siteUrl}/classes/tissu</loc>(.*?)</url>`))?.[1] ?? "";
  for (const [lang, href] of expected)
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
});
