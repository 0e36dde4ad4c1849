import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, followLink } from "./fixtures";
import { classes, contentIn, faq, privacy, readFixtureContent, site, ui } from "./content";
import { languageOfPath, localPath } from "../src/language/language";
import { editPageData, navigateTo } from "./served-data";
import { ROUTES } from "./routes";

const PUBLIC = path.join(__dirname, "..", "public");
const builtPage = (route: string) =>
  fs.readFileSync(path.join(PUBLIC, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");

test.describe("the FAQ", () => {
  test("answers every question of content/faq.json, its facts filled in, each at its own address", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(faq.map((entry) => entry.question));
    await expect(main).not.toContainText("{");
    if (site.directions?.parking) await expect(main).toContainText(site.directions.parking);
    // The way here says what the accessibility statement says of the premises (content/site.json, premises).
    const gettingHere = main.locator("#getting-here");
    for (const value of Object.values(site.premises)) await expect(gettingHere).toContainText(value);
    const [last] = faq.slice(-1);
    await page.goto(`/faq#${last!.slug}`);
    await expect(page.getByRole("heading", { name: last!.question })).toBeInViewport();
  });

  test("describes itself to search engines as a FAQPage with the same questions", async ({ page }) => {
    await page.goto("/faq");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((question: { name: string }) => question.name)).toEqual(faq.map((e) => e.question));
    expect(JSON.stringify(data)).not.toMatch(/\{(price|phone|parking|address)\}/);
  });
});

test("the privacy notice has every section of content/privacy.json, and names the studio, who runs it and how to reach it", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(privacy.sections.map((s) => s.heading));
  // Issue 29: the legal entity behind the brand, with its number, from content/site.json; an answer within 30 days;
  // health declarations, minors, retention and security (each a section: their slugs are the notice's addresses). The
  // 30 days and Amendment 13 are the law's, written here so that a content edit that drops them fails.
  for (const text of [site.brand, site.email, site.legalEntity.name, site.legalEntity.number])
    await expect(main).toContainText(text);
  await expect(main).toContainText("30 ימים");
  for (const slug of ["health", "minors", "retention", "security"])
    await expect(main.locator(`section#${slug}`)).toBeVisible();
  await expect(main).toContainText("תיקון מס' 13");
  await expect(main).not.toContainText("{");
});

test("every page's footer links the FAQ, the privacy notice, the terms and the accessibility statement in its language, and names the business", () => {
  for (const { path: route } of ROUTES) {
    const language = languageOfPath(route);
    const footer = builtPage(route).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
    for (const href of ["/faq", "/privacy", "/terms", "/accessibility"].map((path) => localPath(language, path))) {
      expect(footer, `${route} footer links ${href}`).toContain(`href="${href}"`);
    }
    // Issue 37: who the business is, on every page (content/site.json's legalEntity and address), in its language.
    const { site: siteInLanguage } = contentIn(language);
    const { legalEntity, address } = siteInLanguage;
    for (const text of [legalEntity.name, legalEntity.number, address.street])
      expect(footer, `${route} footer names ${text}`).toContain(text);
  }
});

/**
 * Testimonials, on the fixture's (src/test-fixtures/content/testimonials.json), whatever content/testimonials.json
 * ships (empty today): the tests serve the home page's and a class page's data with them, or none (served-data.ts).
 * Each names a class of the shipped content here, since only their pages exist.
 */
const TESTIMONIALS = readFixtureContent("testimonials").map((testimonial, index) => ({
  ...testimonial,
  class: classes[index % classes.length]!.slug,
}));
const [ABOUT_FIRST] = TESTIMONIALS;
/** A class page that no testimonial names. */
const WITHOUT = classes.find((entry) => !TESTIMONIALS.some((testimonial) => testimonial.class === entry.slug))!;

async function serveTestimonials(page: Page, list: typeof TESTIMONIALS) {
  await editPageData(page, "/", (data) => (data.allTestimonial = { nodes: list }));
  for (const entry of [classes.find((c) => c.slug === ABOUT_FIRST!.class)!, WITHOUT])
    await editPageData(page, `/classes/${entry.slug}`, (data) => {
      const about = list.filter((testimonial) => testimonial.class === entry.slug);
      data.allTestimonial = { nodes: about.map(({ quote, who }) => ({ quote, who })) };
    });
}

const homeTestimonials = (page: Page) => page.getByRole("region", { name: ui.testimonials.homeHeading });
const classTestimonials = (page: Page) => page.getByRole("region", { name: ui.testimonials.classHeading });

test("testimonials show on the home page, each linked to the class it names, and on that class's page only", async ({
  page,
}) => {
  await serveTestimonials(page, TESTIMONIALS);
  await navigateTo(page, "/");
  const items = homeTestimonials(page).getByRole("listitem");
  await expect(items).toHaveCount(TESTIMONIALS.length);
  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    await expect(items.nth(index)).toContainText(testimonial.quote);
    await expect(items.nth(index)).toContainText(testimonial.who);
    const entry = classes.find((c) => c.slug === testimonial.class)!;
    await expect(items.nth(index).getByRole("link", { name: entry.title })).toHaveAttribute(
      "href",
      `/classes/${entry.slug}`,
    );
  }
  await followLink(page, `/classes/${ABOUT_FIRST!.class}`);
  await expect(classTestimonials(page)).toContainText(ABOUT_FIRST!.quote);
  await followLink(page, `/classes/${WITHOUT.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WITHOUT.title);
  await expect(classTestimonials(page)).toHaveCount(0);
});

test("without testimonials, neither the home page nor a class page shows their section", async ({ page }) => {
  await serveTestimonials(page, []);
  await navigateTo(page, "/");
  await expect(page.locator("#coaches")).toBeAttached();
  await expect(homeTestimonials(page)).toHaveCount(0);
  await followLink(page, `/classes/${ABOUT_FIRST!.class}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    classes.find((c) => c.slug === ABOUT_FIRST!.class)!.title,
  );
  await expect(classTestimonials(page)).toHaveCount(0);
});
