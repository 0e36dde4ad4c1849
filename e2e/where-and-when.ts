/** The studio's address, navigation links and opening hours, as the contact section and every footer show them. */
import type { Locator } from "@playwright/test";
import { weekdayName } from "../src/content/format";
import { WEEKDAYS } from "../src/content/fixed-lists";
import { formatTimeRange } from "../src/content/number-runs";
import { DEFAULT_LANGUAGE, type Language } from "../src/language/language";
import { expect } from "./fixtures";
import { contentIn } from "./content";

const addressIn = (language: Language) => {
  const { address } = contentIn(language).site;
  return `${address.street}, ${address.city}`;
};

/** The studio's address in the page's language, with the links that navigate to it (Waze, Google Maps). */
export async function expectAddressWithNavigation(place: Locator, language: Language = DEFAULT_LANGUAGE) {
  const { ui } = contentIn(language);
  const address = addressIn(language);
  await expect(place.locator("address")).toHaveText(address);
  const waze = new URL((await place.getByRole("link", { name: ui.footer.waze }).getAttribute("href"))!);
  expect(waze.hostname).toBe("waze.com");
  expect(waze.searchParams.get("q")).toBe(address);
  expect(waze.searchParams.get("navigate")).toBe("yes");
  const maps = new URL((await place.getByRole("link", { name: ui.footer.googleMaps }).getAttribute("href"))!);
  expect(maps.hostname).toBe("www.google.com");
  expect(maps.searchParams.get("destination")).toBe(address);
}

/**
 * Every weekday by its name in the page's language, with the content's hours as HH:MM–HH:MM, or the word for closed
 * (content/ui.json).
 */
export async function expectOpeningHours(place: Locator, language: Language = DEFAULT_LANGUAGE) {
  const { site, ui } = contentIn(language);
  const days = place.locator("dl > div");
  await expect(days).toHaveCount(7);
  for (const [index, day] of WEEKDAYS.entries()) {
    const hours = site.openingHours.filter((entry) => entry.day === day).map((e) => formatTimeRange(e.opens, e.closes));
    await expect(days.nth(index).locator("dt")).toHaveText(weekdayName(day, language));
    await expect(days.nth(index).locator("dd")).toHaveText(hours.length ? hours.join("") : ui.footer.closed);
  }
}
