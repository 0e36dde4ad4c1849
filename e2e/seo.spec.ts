import { test, expect } from "./fixtures";
import { site, ui } from "./content";
import { ROUTES } from "./routes";

const SITE_URL = site.siteUrl;

// Each page's canonical address, sharing tags and schema.org data: per route, in pages.spec.ts.
test.describe("search and sharing", () => {
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
    expect(manifest).toMatchObject({ lang: "he", dir: "rtl", start_url: "/", name: site.brand });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

test("every page links to the accessibility statement, which names its standard and level, limits, premises and coordinator", async ({
  page,
}) => {
  await page.goto("/shop");
  await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.accessibility }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  const main = page.getByRole("main");
  // IS 5568 at level AA, which follows WCAG 2.0 (issue 29), and the coordinator by the regulations' name for the role:
  // facts the law asks the statement to state, written here so that a content edit that drops them fails.
  await expect(main).toContainText(/ת"י 5568 ברמה AA, המבוסס על .*WCAG 2\.0/);
  await expect(main).toContainText("רכז/ת הנגישות");
  await expect(main.getByRole("heading", { name: ui.accessibilityPage.limitsHeading })).toBeVisible();
  // The premises, from content/site.json: entrance, steps or lift, accessible toilet, parking.
  await expect(main.getByRole("heading", { name: ui.accessibilityPage.premisesHeading })).toBeVisible();
  const premises = ["entrance", "stepsOrLift", "accessibleToilet", "accessibleParking"] as const;
  for (const key of premises)
    await expect(main.getByRole("listitem").filter({ hasText: site.premises[key] })).toHaveText(
      `${ui.accessibilityPage[key]} ${site.premises[key]}`,
    );
  await expect(main.getByRole("link", { name: site.accessibility.email })).toHaveAttribute(
    "href",
    `mailto:${site.accessibility.email}`,
  );
  await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\d$/);
});
