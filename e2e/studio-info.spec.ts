import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { HEBREW_WEEKDAYS } from "../src/content/format";
import { test, expect, expectNoAxeViolations } from "./fixtures";

interface Site {
  siteUrl: string;
  address: { street: string; city: string };
  directions?: { parking?: string; publicTransport?: string };
  openingHours: { day: string; opens: string; closes: string }[];
  social: Record<string, string | undefined>;
}
const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "site.json"), "utf8")) as Site;
const ADDRESS = `${site.address.street}, ${site.address.city}`;
const WEEK = Object.entries(HEBREW_WEEKDAYS);
const NETWORK_NAMES: Record<string, string> = {
  instagram: "אינסטגרם",
  facebook: "פייסבוק",
  tiktok: "טיקטוק",
  youtube: "יוטיוב",
};

async function expectAddressWithNavigation(place: Locator) {
  await expect(place.locator("address")).toHaveText(ADDRESS);
  const waze = new URL((await place.getByRole("link", { name: "ניווט ב-Waze" }).getAttribute("href"))!);
  expect(waze.hostname).toBe("waze.com");
  expect(waze.searchParams.get("q")).toBe(ADDRESS);
  expect(waze.searchParams.get("navigate")).toBe("yes");
  const maps = new URL((await place.getByRole("link", { name: "ניווט ב-Google Maps" }).getAttribute("href"))!);
  expect(maps.hostname).toBe("www.google.com");
  expect(maps.searchParams.get("destination")).toBe(ADDRESS);
}

/** Every weekday by its Hebrew name, with the content's hours as HH:MM–HH:MM, or "סגור". */
async function expectOpeningHours(place: Locator) {
  const days = place.locator("dl > div");
  await expect(days).toHaveCount(7);
  for (const [index, [day, name]] of WEEK.entries()) {
    const hours = site.openingHours.filter((entry) => entry.day === day).map((e) => `${e.opens}–${e.closes}`);
    await expect(days.nth(index).locator("dt")).toHaveText(name);
    await expect(days.nth(index).locator("dd")).toHaveText(hours.length ? hours.join("") : "סגור");
  }
}

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

  for (const route of ["/", "/schedule", "/classes/tissu", "/shop"]) {
    test(`${route}: the footer shows the address, the hours and the social links with their names`, async ({
      page,
    }) => {
      await page.goto(route);
      const footer = page.getByRole("contentinfo");
      await expectAddressWithNavigation(footer);
      await expectOpeningHours(footer);
      const profiles = Object.entries(site.social).filter(([, url]) => url);
      await expect(footer.getByRole("list").last().getByRole("link")).toHaveCount(profiles.length);
      for (const [network, url] of profiles) {
        await expect(footer.getByRole("link", { name: NETWORK_NAMES[network], exact: true })).toHaveAttribute(
          "href",
          url!,
        );
      }
      await expectNoAxeViolations(page, "footer");
    });
  }

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
