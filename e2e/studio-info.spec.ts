import { test, expect } from "./fixtures";
import { site } from "./content";
import { expectAddressWithNavigation, expectOpeningHours } from "./where-and-when";

test.describe("where and when", () => {
  test("the contact section shows the address with navigation links, the parking and transport notes and the hours", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expectAddressWithNavigation(contact);
    if (site.directions?.parking) await expect(contact).toContainText(site.directions.parking);
    if (site.directions?.publicTransport) await expect(contact).toContainText(site.directions.publicTransport);
    await expectOpeningHours(contact);
    await expect(page.locator("iframe[src*='google'], iframe[src*='waze'], script[src*='maps']")).toHaveCount(0);
  });

  // Every page's footer shows the address, the hours and the social links: pages.spec.ts (route-checks/footer.ts).

  test("the home page's JSON-LD gives the opening hours and the social profiles", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const studio = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "SportsActivityLocation");
    expect(studio.openingHoursSpecification).toEqual(
      site.openingHours.map((entry) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${entry.day[0]!.toUpperCase()}${entry.day.slice(1)}`,
        opens: entry.opens,
        closes: entry.closes,
      })),
    );
    expect(studio.sameAs).toEqual(Object.values(site.social).filter(Boolean));
  });
});
