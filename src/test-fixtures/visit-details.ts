import { plainText } from "@/content/number-runs";
import { within } from "@testing-library/react";
import { uiTexts } from "./ui";

/** The fixture studio's address (site.ts) as shown, and where its two navigation links search for it. */
export const fixtureNavigationShown = {
  address: "הבדיקה 7, חיפה",
  waze: "https://waze.com/ul → הבדיקה 7, חיפה",
  googleMaps: "https://www.google.com/maps/dir/ → הבדיקה 7, חיפה",
};

/** The first address inside `root` and its navigation links, written like fixtureNavigationShown. */
export function shownNavigation(root: HTMLElement) {
  const target = (name: string, parameter: string) => {
    const link = within(root).getByRole("link", { name });
    const url = new URL(link.getAttribute("href") ?? "");
    return `${url.origin}${url.pathname} → ${url.searchParams.get(parameter)}`;
  };
  return {
    address: root.querySelector("address")?.textContent,
    waze: target(uiTexts.footer.waze, "q"),
    googleMaps: target(uiTexts.footer.googleMaps, "destination"),
  };
}

/**
 * The fixture studio's week (site.ts) as a visitor reads it, Sunday first: each day's Hebrew name, then its
 * openings in order (HH:MM–HH:MM), or the word for closed (ui.ts).
 */
const CLOSED = uiTexts.footer.closed;
export const fixtureWeekShown = [
  `יום ראשון: ${CLOSED}`,
  "יום שני: 06:45–12:00 16:00–21:30",
  `יום שלישי: ${CLOSED}`,
  "יום רביעי: 16:00–21:30",
  `יום חמישי: ${CLOSED}`,
  `יום שישי: ${CLOSED}`,
  "שבת: 09:00–12:15",
];

/** The days of the first opening-hours list inside `root`, written like fixtureWeekShown. */
export function shownWeek(root: HTMLElement): string[] {
  const list = root.querySelector("dl");
  if (!list) throw new Error("no opening-hours list");
  return Array.from(list.querySelectorAll("dt"), (term) => {
    const hours = term.nextElementSibling;
    const ranges = Array.from(hours?.querySelectorAll("span") ?? [], (range) => plainText(range.textContent ?? ""));
    return `${term.textContent}: ${ranges.length > 0 ? ranges.join(" ") : hours?.textContent}`;
  });
}
