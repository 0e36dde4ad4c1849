import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import { contentIn, trialCallToAction, ui } from "./content";
import { languageOfPath } from "../src/language/language";

/** The widths the site must hold without scrolling sideways: phones, tablets, laptops and a full-HD screen. */
export const WIDTHS = [320, 360, 390, 414, 768, 1024, 1200, 1280, 1366, 1440, 1920] as const;

/** One measurement: how far a page scrolls sideways (or an opened menu or modal sticks out) in a state. */
export interface Overflow {
  width: number;
  what: string;
  px: number;
}

/**
 * How many CSS pixels the page can scroll sideways, or, when `opened` is given, how far that element (a menu, a
 * modal) sticks out of the viewport on either side, whichever is more.
 */
export async function sidewaysOverflow(page: Page, opened?: Locator): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (!opened) return Math.max(0, scroll);
  const outside = await opened.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, box.right - document.documentElement.clientWidth, -box.left);
  });
  return Math.round(Math.max(0, scroll, outside));
}

/** The interface words of the page on screen, in its language. */
const uiOf = (page: Page) => contentIn(languageOfPath(new URL(page.url()).pathname)).ui;

const isMobileNav = (page: Page) => page.getByRole("button", { name: uiOf(page).header.menuToggle }).isVisible();

/** The element a disclosure button controls. */
const controlled = async (page: Page, button: Locator) =>
  page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);

/** Opens a disclosure with the keyboard (deterministic, no hover timers), measures, and closes it with Escape. */
async function measureDisclosure(page: Page, button: Locator, what: string, results: Overflow[], width: number) {
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = await controlled(page, button);
  await menu.waitFor({ state: "visible" });
  results.push({ width, what, px: await sidewaysOverflow(page, menu) });
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
}

/** The header in every state it can be in at this width: closed, each dropdown open, the account menu open. */
async function walkHeader(page: Page, width: number, results: Overflow[]) {
  const words = uiOf(page);
  const header = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: words.header.navigation });
  const mobile = await isMobileNav(page);
  const toggle = page.getByRole("button", { name: words.header.menuToggle });
  if (mobile) {
    await toggle.click();
    await nav.waitFor({ state: "visible" });
    results.push({ width, what: "mobile menu open", px: await sidewaysOverflow(page, nav) });
  }
  const buttons = await nav.locator("button[aria-controls]").all();
  for (const button of buttons) {
    const label = (await button.innerText()).trim();
    await measureDisclosure(page, button, `header menu "${label}" open`, results, width);
  }
  if (mobile) {
    await toggle.click();
    await nav.waitFor({ state: "hidden" });
  }
  await header.hover({ position: { x: 1, y: 1 } }).catch(() => undefined);
}

/** Every home page state: the page, the header's menus, the three class menus, the try-out panel, the login modal. */
export async function walkHome(page: Page, results: Overflow[], options: { signedIn: boolean }) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    results.push({ width, what: "/", px: await sidewaysOverflow(page) });
    await walkHeader(page, width, results);
    for (const button of await page.locator("[data-home-dropdown] > button").all()) {
      await button.scrollIntoViewIfNeeded();
      const label = (await button.innerText()).trim();
      await measureDisclosure(page, button, `home menu "${label}" open`, results, width);
    }
    const trialToggle = page.getByRole("button", { name: ui.home.trialToggle });
    await trialToggle.click();
    const panel = await controlled(page, trialToggle);
    results.push({ width, what: "try-out panel open", px: await sidewaysOverflow(page, panel) });
    await trialToggle.click();
    if (!options.signedIn) {
      const mobile = await isMobileNav(page);
      if (mobile) await page.getByRole("button", { name: ui.header.menuToggle }).click();
      await page.getByRole("banner").getByRole("button", { name: ui.accountMenu.signIn }).click();
      const dialog = page.getByRole("dialog", { name: ui.login.title });
      await dialog.waitFor({ state: "visible" });
      results.push({ width, what: "login modal open", px: await sidewaysOverflow(page, dialog) });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
  }
}

/** The page, and its header in every state, at every width: signed in, the header is what changes on every page. */
export async function walkHeaderAtEveryWidth(page: Page, results: Overflow[]) {
  const path = new URL(page.url()).pathname;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    results.push({ width, what: path, px: await sidewaysOverflow(page) });
    await walkHeader(page, width, results);
  }
}

/** A class page with its try-out modal open, at every width. */
export async function walkTrialModal(page: Page, results: Overflow[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole("link", { name: trialCallToAction }).first().click();
    const dialog = page.getByRole("dialog", { name: ui.trialBooking.title });
    await dialog.waitFor({ state: "visible" });
    results.push({ width, what: "try-out modal open", px: await sidewaysOverflow(page, dialog) });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }
}

/**
 * Each page at every width, as it first shows. Every route is measured so, signed out, by its visits in
 * pages.spec.ts; this is for the pages that change when someone is signed in.
 */
export async function walkPages(page: Page, paths: readonly string[], results: Overflow[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    // What the page shows once it knows who is signed in (the admin's status tables, the account card).
    for (const checking of [ui.admin.checking, ui.userArea.checking])
      await expect(page.getByText(checking)).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      results.push({ width, what: path, px: await sidewaysOverflow(page) });
    }
  }
}

/** The measurements as lines for the test's output, and the ones that scroll sideways. */
export function report(state: string, results: Overflow[]) {
  for (const { width, what, px } of results) console.log(`overflow ${state} ${width}px ${what}: ${px}`);
  return results.filter((result) => result.px > 0).map(({ width, what, px }) => `${width}px ${what}: ${px}px`);
}
