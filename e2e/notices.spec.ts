/**
 * The notices at the top of the pages (content/notices/), on the fixture's notices
 * (src/test-fixtures/content/notices.json: one for every page through 5 March 2030, one for / and /schedule through
 * 12 March 2030), whatever the shipped file says (it ships empty; e2e/route-checks/notices.ts checks that every
 * page shows what it holds). The build writes the banner as plain HTML before the app, so a test serves the built
 * page with the fixture's banner in that place, written by the same component, and sets the page's clock.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Page } from "@playwright/test";
import { test, expect, layoutShiftSoFar, waitForHydration } from "./fixtures";
import { contentIn, ui } from "./content";
import fixtureNotices from "../src/test-fixtures/content/notices.json";
import { NoticeBanner, type Notice } from "../src/gatsby/render/notice-banner";
import { noticeInLanguage } from "../src/gatsby/render/notices-in-language";

const NOTICES = fixtureNotices as Notice[];
const [friday, spring] = NOTICES as [Notice, Notice];
const APP_ROOT = '<div id="___gatsby"';

/** The English pages' banner: the fixture's spring notice with its English twin's words, at the English addresses. */
const english = contentIn("en").ui;
const ENGLISH_SPRING = noticeInLanguage(
  { ...spring, text: "The new spring timetable is on the site.", link: { ...spring.link!, label: "To the timetable" } },
  "en",
);

/**
 * Serves every page as the build wrote it, with the fixture's notices in the banner's place, as for its path (the
 * English pages with the English notices, as gatsby-ssr writes them).
 */
async function serveWithFixtureNotices(page: Page) {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document" || request.frame() !== page.mainFrame()) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const path = new URL(request.url()).pathname;
    if (!html.includes(APP_ROOT)) throw new Error(`${path}: no ${APP_ROOT} to put the notices before`);
    const inEnglish = path.startsWith("/en");
    const banner = renderToStaticMarkup(
      createElement(NoticeBanner, {
        notices: inEnglish ? [ENGLISH_SPRING] : NOTICES,
        path,
        label: inEnglish ? english.notices.label : ui.notices.label,
      }),
    );
    return route.fulfill({ response, body: html.replace(APP_ROOT, `${banner}${APP_ROOT}`) });
  });
}

/** The header's link to the shop: Gatsby shows the next page without loading a new document. */
async function goToShopInsideTheSite(page: Page) {
  await page
    .getByRole("navigation", { name: ui.header.navigation })
    .getByRole("link", { name: ui.header.shop })
    .click();
  await expect(page).toHaveURL(/\/shop$/);
}

const banner = (page: Page) => page.getByRole("region", { name: ui.notices.label });
const shownNotices = (page: Page) => banner(page).locator("p:visible");
const israelNoon = (day: string) => new Date(`${day}T10:00:00Z`);

test.describe("notices", () => {
  test("show at the top of the pages they are for, with their link, and move with the visitor", async ({ page }) => {
    await page.clock.install({ time: israelNoon("2030-03-04") });
    await serveWithFixtureNotices(page);
    await page.goto("/");
    await expect(shownNotices(page)).toHaveText([friday.text, `${spring.text} ${spring.link!.label}`]);
    // The banner is in the page from the start: nothing moves when the app takes over.
    await waitForHydration(page);
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    // It comes before the header, and its link leads where it says.
    const bannerTop = (await banner(page).boundingBox())!.y;
    expect(bannerTop).toBeLessThan((await page.getByRole("banner").boundingBox())!.y);
    await banner(page).getByRole("link", { name: spring.link!.label }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(shownNotices(page)).toHaveText([friday.text, `${spring.text} ${spring.link!.label}`]);
    // Inside the site (no new page load), the notice for / and /schedule gives way on the shop.
    await waitForHydration(page);
    await goToShopInsideTheSite(page);
    await expect(shownNotices(page)).toHaveText([friday.text]);
  });

  test("past their day in Israel, are hidden by the page even when an old copy of it is served", async ({ page }) => {
    // 00:30 on 6 March in Israel (22:30 UTC on the 5th): the Friday notice's last day is over; the other is not.
    await page.clock.install({ time: new Date("2030-03-05T22:30:00Z") });
    await serveWithFixtureNotices(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(shownNotices(page)).toHaveText([`${spring.text} ${spring.link!.label}`]);
    await goToShopInsideTheSite(page);
    await expect(banner(page)).toHaveCount(0);
    // The other's day ends too while the site is open: back on the home page, which it is for, it is gone.
    await page.clock.setSystemTime(israelNoon("2030-03-13"));
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toHaveCount(0);
  });

  test("on the English pages, those with their English, for the English addresses, and moving with the visitor", async ({
    page,
  }) => {
    await page.clock.install({ time: israelNoon("2030-03-04") });
    await serveWithFixtureNotices(page);
    await page.goto("/en");
    const englishBanner = page.getByRole("region", { name: english.notices.label });
    await expect(englishBanner.locator("p:visible")).toHaveText([`${ENGLISH_SPRING.text} To the timetable`]);
    await waitForHydration(page);
    await englishBanner.getByRole("link", { name: "To the timetable" }).click();
    await expect(page).toHaveURL(/\/en\/schedule$/);
    await expect(englishBanner.locator("p:visible")).toHaveText([`${ENGLISH_SPRING.text} To the timetable`]);
    // Inside the English site, the notice for /en and /en/schedule gives way on the shop.
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: english.header.navigation })
      .getByRole("link", { name: english.header.shop })
      .click();
    await expect(page).toHaveURL(/\/en\/shop$/);
    await expect(englishBanner).toHaveCount(0);
  });

  test("without JavaScript, show as the build wrote them", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await serveWithFixtureNotices(page);
    await page.goto("/shop");
    await expect(shownNotices(page)).toHaveText([friday.text]);
    await page.goto("/schedule");
    await expect(shownNotices(page)).toHaveText([friday.text, `${spring.text} ${spring.link!.label}`]);
    await context.close();
  });
});
