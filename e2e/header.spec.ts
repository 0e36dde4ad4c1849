import { test, expect, freezeClock, waitForHydration } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { contrastRatio } from "../src/lib/contrast";
import { DROPDOWN_GROUPS } from "../src/lib/menu";
import { classes, firstOf, openTrainingLinks, site, ui } from "./content";
import { headerPageLinks } from "../src/lib/fixed-pages";

const header = (page: Page) => page.locator("header").first();
const main = (page: Page) => page.locator("main");

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("the header bar", () => {
  test("is fixed to the top only after more than 100px of scroll, and the content makes 56px of room", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const position = () => header(page).evaluate((el) => getComputedStyle(el).position);
    const paddingTop = () => main(page).evaluate((el) => getComputedStyle(el).paddingTop);

    await scrollTo(page, 101);
    await expect(header(page)).toHaveAttribute("data-fixed", "true");
    expect(await position()).toBe("fixed");
    expect(await paddingTop()).toBe("56px");
    expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await scrollTo(page, 100);
    await expect(header(page)).toHaveAttribute("data-fixed", "false");
    expect(await position()).toBe("relative");
    expect(await paddingTop()).toBe("0px");

    await scrollTo(page, 400);
    await expect(header(page)).toHaveAttribute("data-fixed", "true");
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute("data-fixed", "false");
  });
});

test.describe("the header dropdowns", () => {
  // The three dropdowns of the spec, with the classes of content/classes/ in its order.
  const groups = DROPDOWN_GROUPS.map((group) => ({
    name: ui.menus[group],
    links: classes
      .filter((entry) => entry.menuGroup === group)
      .map((entry) => [entry.menuLabel, `/classes/${entry.slug}`]),
  }));
  const [firstKids, firstAdults, firstCourse] = [firstOf("kids"), firstOf("adults"), firstOf("courses")];

  test("each opens on mouse enter with its links", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    for (const group of groups) {
      await test.step(group.name, async () => {
        const button = page.getByRole("button", { name: group.name });
        await button.hover();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
        const links = menu.getByRole("link");
        await expect(links).toHaveCount(group.links.length);
        for (const [index, [label, href]] of group.links.entries()) {
          await expect(links.nth(index)).toHaveText(label!);
          await expect(links.nth(index)).toHaveAttribute("href", href!);
        }
        await page.mouse.move(5, 600);
        await expect(button).toHaveAttribute("aria-expanded", "false");
      });
    }
  });

  test("closes 200ms after the mouse leaves, not before (controlled clock)", async ({ page }) => {
    await page.clock.install();
    await page.goto("/shop");
    await waitForHydration(page);
    await freezeClock(page);
    const button = page.getByRole("button", { name: ui.menus.adults });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await page.clock.runFor(199);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const link = page.getByRole("link", { name: firstAdults.menuLabel, exact: true });
    await expect(link).toBeVisible();
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
  });

  test("stays open when the mouse comes back within 200ms", async ({ page }) => {
    await page.clock.install();
    await page.goto("/shop");
    await waitForHydration(page);
    await freezeClock(page);
    const button = page.getByRole("button", { name: ui.menus.courses });
    await button.hover();
    await page.mouse.move(5, 600);
    await page.clock.runFor(150);
    await button.hover();
    await page.clock.runFor(500);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("the click that follows a hover keeps the menu open; a second click closes it", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: ui.menus.kids });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: firstKids.menuLabel, exact: true })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("work with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: ui.menus.kids });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: firstKids.menuLabel, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("a chosen link leads to its class page", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.menus.courses }).hover();
    await page.getByRole("link", { name: firstCourse.menuLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${firstCourse.slug}$`));
  });
});

test.describe("the header's plain links", () => {
  test("lead to open training, the shop and the personal area", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    for (const openTraining of openTrainingLinks) {
      await expect(nav.getByRole("link", { name: openTraining.menuLabel, exact: true })).toHaveAttribute(
        "href",
        `/classes/${openTraining.slug}`,
      );
    }
    if (openTrainingLinks.length === 0) {
      await expect(nav.getByRole("button", { name: ui.menus.open, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: ui.header.shop })).toHaveAttribute("href", "/shop");
    await expect(nav.getByRole("link", { name: ui.header.userArea })).toHaveAttribute("href", "/user-area");
  });
});

test.describe("the section links", () => {
  const sections = [
    [ui.header.studio, "studio"],
    [ui.header.coaches, "coaches"],
    [ui.header.contact, "contact"],
  ] as const;

  test("each scrolls to its section on the home page without leaving it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const [label, id] of sections) {
      await test.step(`"${label}" → #${id}`, async () => {
        await page.getByRole("link", { name: label, exact: true }).click();
        await expect(page.locator(`#${id}`)).toBeInViewport();
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/");
      });
    }
  });

  test("each goes to /?scrollTo={id} from another page and scrolls there", async ({ page }) => {
    const classPage = `/classes/${classes[0]!.slug}`;
    for (const [label, id] of sections) {
      await test.step(`"${label}" → /?scrollTo=${id}`, async () => {
        await page.goto(classPage);
        await waitForHydration(page);
        await page.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/\\?scrollTo=${id}$`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
      });
    }
  });

  test("scroll smoothly on the home page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options) {
        calls.push({ id: this.id, options });
        original.call(this, options);
      };
    });
    await page.getByRole("link", { name: ui.header.studio, exact: true }).click();
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls).toEqual([{ id: "studio", options: { behavior: "smooth", block: "start" } }]);
  });
});

test.describe("?scrollTo={sectionId}", () => {
  test("on the first load scrolls to that section", async ({ page }) => {
    await page.goto("/?scrollTo=contact");
    // The scroll is the app's: it comes after hydration, which the home page holds back until the hero poster has
    // loaded, and which can take more than the 5 s of an expectation after the load event on a busy machine.
    await waitForHydration(page);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("with an id that is not on the page leaves the page at the top", async ({ page }) => {
    await page.goto("/?scrollTo=nowhere");
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const toggle = (page: Page) => page.getByRole("button", { name: ui.header.menuToggle });
  const nav = (page: Page) => page.getByRole("navigation", { name: ui.header.navigation });

  test("opens and closes with the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(nav(page)).toBeHidden();
    await toggle(page).tap();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page)).toBeVisible();
    await toggle(page).tap();
    await expect(nav(page)).toBeHidden();
  });

  test("closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await toggle(page).tap();
    await nav(page).getByRole("link", { name: ui.header.shop }).tap();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page)).toBeHidden();
  });

  test("closes when a class link inside a dropdown is tapped", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await toggle(page).tap();
    const dropdown = nav(page).getByRole("button", { name: ui.menus.adults });
    await dropdown.tap();
    await expect(dropdown).toHaveAttribute("aria-expanded", "true");
    const firstAdults = firstOf("adults");
    await nav(page).getByRole("link", { name: firstAdults.menuLabel, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/classes/${firstAdults.slug}$`));
    await expect(nav(page)).toBeHidden();
  });

  test("closes when a section link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await toggle(page).tap();
    await nav(page).getByRole("link", { name: ui.header.coaches, exact: true }).tap();
    await expect(nav(page)).toBeHidden();
    await expect(page.locator("#coaches")).toBeInViewport();
  });

  test("closes when the logo is chosen", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await toggle(page).tap();
    await page.getByRole("link", { name: site.brand }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page)).toBeHidden();
  });

  test("holds the page behind it still while open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await toggle(page).tap();
    await expect(nav(page)).toBeVisible();
    await page.mouse.move(200, 800);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await toggle(page).tap();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("closes with Escape and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await toggle(page).click();
    await page.keyboard.press("Escape");
    await expect(nav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});

test.describe("the phone menu's dropdowns", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("one tap opens any of them whatever is open, and no trigger moves under the finger", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.header.menuToggle }).tap();
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    const trigger = (group: (typeof DROPDOWN_GROUPS)[number]) => nav.getByRole("button", { name: ui.menus[group] });
    const places = () => Promise.all(DROPDOWN_GROUPS.map((group) => trigger(group).boundingBox()));
    const closedPlaces = await places();
    for (const group of DROPDOWN_GROUPS) {
      await test.step(`one tap on "${ui.menus[group]}"`, async () => {
        await trigger(group).tap();
        for (const other of DROPDOWN_GROUPS)
          await expect(trigger(other)).toHaveAttribute("aria-expanded", String(other === group));
        await expect(nav.getByRole("link", { name: firstOf(group).menuLabel, exact: true })).toBeVisible();
        expect(await places()).toEqual(closedPlaces);
      });
    }
  });

  test("with a list open, one tap on a link under it follows that link", async ({ page }) => {
    await page.goto("/schedule");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.header.menuToggle }).tap();
    const nav = page.getByRole("navigation", { name: ui.header.navigation });
    await nav.getByRole("button", { name: ui.menus.kids }).tap();
    await nav.getByRole("link", { name: ui.header.shop, exact: true }).tap();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe("the header's links to the fixed pages (src/lib/fixed-pages.ts) every visitor sees", () => {
  for (const width of [360, 1280]) {
    test(`are in the navigation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/shop");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: ui.header.menuToggle });
      if (width < 1000) await toggle.click();
      const nav = page.getByRole("navigation", { name: ui.header.navigation });
      for (const { label, path } of headerPageLinks(ui, { hasEvents: false, isAdmin: false })) {
        const link = nav.getByRole("link", { name: label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", path);
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every menu link is in the page and the dropdowns open on hover", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: ui.menus.kids }).hover();
    await expect(page.getByRole("link", { name: firstOf("kids").menuLabel, exact: true })).toBeVisible();
    await expect(page.locator('a[href^="/classes/"]')).toHaveCount(classes.length);
  });

  test("on a phone the whole navigation is laid out under the logo", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop");
    await expect(page.getByRole("button", { name: ui.header.menuToggle })).toBeHidden();
    await expect(page.getByRole("link", { name: firstOf("courses").menuLabel, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: ui.header.contact, exact: true })).toHaveAttribute("href", "/#contact");
  });
});

/** How a keyboard focus ring stands out against the bar it sits on (WCAG 2.1 1.4.11 asks 3:1). */
async function focusRingContrast(page: Page, target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.outlineColor, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  const bar = await page
    .locator("header")
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  return contrastRatio(ring.color, bar);
}

test.describe("keyboard focus on the navy bar", () => {
  test("the logo's and the links' rings reach 3:1 against the bar", async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const logo = page.getByRole("banner").getByRole("link", { name: site.brand });
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await expect(logo).toBeFocused();
    expect(await focusRingContrast(page, logo)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press("Tab");
    expect(await focusRingContrast(page, page.locator(":focus"))).toBeGreaterThanOrEqual(3);
  });

  test("on a phone, the toggle's and the open menu's rings reach 3:1 too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: ui.header.menuToggle });
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await focusRingContrast(page, toggle)).toBeGreaterThanOrEqual(3);
    const dropdown = page.getByRole("button", { name: ui.menus.adults });
    await dropdown.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: firstOf("adults").menuLabel, exact: true })).toBeFocused();
    expect(await focusRingContrast(page, page.locator(":focus"))).toBeGreaterThanOrEqual(3);
  });
});
