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
