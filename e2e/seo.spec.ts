import { test, expect } from "./fixtures";
import { site } from "./content";
import { classes, coaches, ROUTES } from "./routes";

const SITE_URL = site.siteUrl;

const jsonLdTypes = (page: import("@playwright/test").Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));

test.describe("search and sharing", () => {
  for (const { path } of ROUTES) {
    test(`${path} has its canonical address and sharing tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /manifest\.webmanifest/);
    });
  }

  test("the home page describes the studio, class pages a course and coach pages a person", async ({ page }) => {
    await page.goto("/");
    expect(await jsonLdTypes(page)).toEqual(["SportsActivityLocation"]);
    await page.goto(`/classes/${classes[0]!.slug}`);
    expect(await jsonLdTypes(page)).toEqual(["Course"]);
    await page.goto(`/coaches/${coaches[0]!.slug}`);
    expect(await jsonLdTypes(page)).toEqual(["Person"]);
  });

  test("robots.txt keeps the admin panel out and names the sitemap, which lists the public pages", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const { path, indexed } of ROUTES) {
      if (indexed) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
      else expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(sitemap).not.toContain("/admin");
    expect(sitemap).not.toContain("/404");
  });

  test("the web app manifest is Hebrew and right to left", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ lang: "he", dir: "rtl", start_url: "/", name: "Motion Lab" });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

test("every page links to the accessibility statement, which names its standard, limits and contact", async ({
  page,
}) => {
  await page.goto("/shop");
  await page.getByRole("contentinfo").getByRole("link", { name: "הצהרת נגישות" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  const main = page.getByRole("main");
  await expect(main).toContainText('ת"י 5568');
  await expect(main).toContainText("WCAG 2.1");
  await expect(main.getByRole("heading", { name: "מגבלות ידועות וחלופות" })).toBeVisible();
  await expect(main.getByRole("link", { name: site.accessibility.email })).toHaveAttribute(
    "href",
    `mailto:${site.accessibility.email}`,
  );
  await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\d$/);
});
