/** The studio's address, navigation links and opening hours, as the contact section and every footer show them. */
import type { Locator } from "@playwright/test";
import { HEBREW_WEEKDAYS } from "../src/content/format";
import { formatTimeRange } from "../src/content/number-runs";
import { expect } from "./fixtures";
import { site, ui } from "./content";

const ADDRESS = `${site.address.street}, ${site.address.city}`;
const WEEK = Object.entries(HEBREW_WEEKDAYS);

/** The social networks' Hebrew names, as their links are labelled. */
export const NETWORK_NAMES: Record<string, string> = ui.social;

export async function expectAddressWithNavigation(place: Locator) {
  await expect(place.locator("address")).toHaveText(ADDRESS);
  const waze = new URL((await place.getByRole("link", { name: ui.footer.waze }).getAttribute("href"))!);
  expect(waze.hostname).toBe("waze.com");
  expect(waze.searchParams.get("q")).toBe(ADDRESS);
  expect(waze.searchParams.get("navigate")).toBe("yes");
  const maps = new URL((await place.getByRole("link", { name: ui.footer.googleMaps }).getAttribute("href"))!);
  expect(maps.hostname).toBe("www.google.com");
  expect(maps.searchParams.get("destination")).toBe(ADDRESS);
}

/** Every weekday by its Hebrew name, with the content's hours as HH:MM–HH:MM, or the word for closed (content/ui.json). */
export async function expectOpeningHours(place: Locator) {
  const days = place.locator("dl > div");
  await expect(days).toHaveCount(7);
  for (const [index, [day, name]] of WEEK.entries()) {
    const hours = site.openingHours.filter((entry) => entry.day === day).map((e) => formatTimeRange(e.opens, e.closes));
    await expect(days.nth(index).locator("dt")).toHaveText(name);
    await expect(days.nth(index).locator("dd")).toHaveText(hours.length ? hours.join("") : ui.footer.closed);
  }
}
