import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../src/gatsby/render/script-failure";

/**
 * Gatsby hydrates after the HTML shows, in slices (src/gatsby/render/hydrate-in-slices.ts); interactions before it
 * has finished would be lost or delayed. It marks <html> when done.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
}

/**
 * Waits until the work that hydration set off has reached the page: the effects have run and the renders they asked
 * for are painted (a frame, then a task after it). A test that checks something did not happen (no request, no
 * element) checks it after this, not after a quiet network.
 */
export async function afterEffects(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Waits until the code the page has asked for so far has arrived and run, and what it set off is painted: webpack
 * adds a script element (`data-webpack`) for each piece of code it fetches on demand, and removes it once the code
 * has run. A test that checks that something loaded on demand did not come (a dialog whose code is fetched when it
 * is due) checks it after this: had it been due, its code would have been asked for while the effects ran.
 */
export async function afterCodeOnDemand(page: Page) {
  await afterEffects(page);
  await page.waitForFunction(() => document.querySelector("script[data-webpack]") === null);
  await afterEffects(page);
}
