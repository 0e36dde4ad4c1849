import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { classes, faq, privacy, site, testimonials, ui } from "./content";
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
  // health declarations, minors, retention and security (each a section: their slugs are the notice's addresses).
  for (const text of [site.brand, site.email, site.legalEntity.name, site.legalEntity.number])
    await expect(main).toContainText(text);
  await expect(main).toContainText("30 ימים");
  for (const slug of ["health", "minors", "retention", "security"])
    await expect(main.locator(`section#${slug}`)).toBeVisible();
  await expect(main).toContainText("תיקון מס' 13");
  await expect(main).not.toContainText("{");
});

test("every page's footer links the FAQ, the privacy notice and the accessibility statement", () => {
  for (const { path: route } of ROUTES) {
    const footer = builtPage(route).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
    for (const href of ["/faq", "/privacy", "/accessibility"]) {
      expect(footer, `${route} footer links ${href}`).toContain(`href="${href}"`);
    }
  }
});

test("testimonials show only when content/testimonials.json has some, each on the class it names", async ({ page }) => {
  await page.goto("/");
  const home = page.getByRole("region", { name: ui.testimonials.homeHeading });
  if (testimonials.length === 0) {
    await expect(home).toHaveCount(0);
    await page.goto(`/classes/${classes[0]!.slug}`);
    await expect(page.getByRole("region", { name: ui.testimonials.classHeading })).toHaveCount(0);
    return;
  }
  await expect(home.getByRole("listitem")).toHaveCount(testimonials.length);
  const [first] = testimonials;
  await page.goto(`/classes/${first!.class}`);
  await expect(page.getByRole("region", { name: ui.testimonials.classHeading })).toContainText(first!.quote);
});
