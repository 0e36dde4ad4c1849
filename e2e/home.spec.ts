import type { Page, Request, Route } from "@playwright/test";
import { test, expect, expectNoAxeViolations, layoutShiftSoFar, waitForHydration, BOOKING_PROVIDER } from "./fixtures";
import { fillTemplate } from "../src/lib/templates";
import { formatShekels } from "../src/content/format";
import {
  booking,
  classes,
  coaches,
  coachRoles,
  firstOf,
  home,
  openTrainingLinks,
  phoneDigits,
  site,
  studio,
  ui,
} from "./content";
import { HYDRATED_ATTRIBUTE } from "../src/gatsby/render/script-failure";
import { afterEffects } from "./hydration";
import { HERO_POSTER } from "../src/lib/hero";

const TRIAL_FORM_URL = site.bookingProvider.trialFormUrl;
const LOGIN_URL = site.bookingProvider.loginUrl;
const TRIAL_TITLE = fillTemplate(ui.home.trialTitle, { amount: booking.priceILS });
const allCoaches = (value: boolean) => coaches.map(() => value);
const TOGGLE = ui.home.trialToggle;
const SPINNER_TEXT = ui.home.trialFrameLoading;

const trialToggle = (page: Page) => page.getByRole("button", { name: TOGGLE });
const trialPanel = (page: Page) => page.getByRole("region", { name: TRIAL_TITLE });
const heroVideo = (page: Page) => page.locator("main video").first();
/** A request for one of the hero's video files of content/home.json, in either format. */
const isHeroVideo = (url: string) =>
  [home.heroVideo.mp4, home.heroVideo.webm].some((file) => new URL(url).pathname.endsWith(`/videos/${file}`));
/** The spec's sections of the home page; the next event (issue 19, e2e/events.spec.ts) comes between them. */
const SPEC_SECTIONS = "main > section:not([data-next-event])";
const coachCards = (page: Page) => page.locator("#coaches article");
const studioCards = (page: Page) => page.locator("#studio li");

/** Every request the page makes whose address matches, from now on. */
function recordRequests(page: Page, pattern: RegExp | ((url: string) => boolean)): string[] {
  const matches = typeof pattern === "function" ? pattern : (url: string) => pattern.test(url);
  const urls: string[] = [];
  page.on("request", (request: Request) => {
    if (matches(request.url())) urls.push(request.url());
  });
  return urls;
}

async function scrollToSection(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    document.getElementById(sectionId)?.scrollIntoView({ behavior: "instant", block: "start" });
  }, id);
}

/**
 * Brings each coach's card into view in turn, as a visitor scrolling through the section does, and waits until it
 * shows what it shows once near (`img`, the poster; `video`): each card loads when its own card comes near, and a
 * growing team's cards do not all fit in one screen. A card watches from 100 ms after it mounts, so a scroll that
 * passed it sooner (a fast one, or a busy machine's slow page) leaves it waiting until it is reached again: hence one
 * card at a time, each waited for.
 */
async function visitEveryCoach(page: Page, shows: "img" | "video") {
  for (const card of await coachCards(page).all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator(shows)).toHaveCount(1);
  }
}

test.describe("the home page's sections", () => {
  test("come in the spec's order, with their ids, between the header and the footer", async ({ page }) => {
    await page.goto("/");
    const sections = page.locator(SPEC_SECTIONS);
    await expect(sections).toHaveCount(7);
    expect(await sections.evaluateAll((list) => list.map((section) => section.id))).toEqual([
      "",
      "about",
      "",
      "studio",
      "coaches",
      "contact",
      "user-login",
    ]);
    await expect(sections.nth(0)).toContainText(home.heroTagline);
    await expect(sections.nth(2).getByRole("heading", { level: 2 })).toHaveText(home.chooseClassHeading);
    await expect(page.locator("main + footer")).toHaveCount(1);
  });

  test('show every quoted text: tagline, "What is {brand}?", contact, personal area, footer', async ({ page }) => {
    await page.goto("/");
    const tagline = page.getByText(home.heroTagline, { exact: true });
    await expect(tagline).toBeVisible();
    await expect(tagline).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.aboutHeading.replace("{brand}", site.brand));
    await expect(page.locator("#about > p")).toHaveCount(home.aboutParagraphs.length);
    await expect(trialToggle(page)).toBeVisible();
    // The header's menus carry the same group names: the quoted ones are the home page's own choice of class.
    const chooseClass = page.locator("main > section").nth(2);
    for (const label of [ui.menus.kids, ui.menus.adults, ui.menus.courses]) {
      await expect(chooseClass.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    const openTraining = chooseClass.getByRole("link", { name: ui.menus.open, exact: true });
    await expect(openTraining).toHaveCount(openTrainingLinks.length);
    for (const [index, { slug }] of openTrainingLinks.entries()) {
      await expect(openTraining.nth(index)).toHaveAttribute("href", `/classes/${slug}`);
    }
    if (openTrainingLinks.length === 0) {
      await expect(chooseClass.getByRole("button", { name: ui.menus.open, exact: true })).toBeVisible();
    }
    await expect(page.locator("#contact h2")).toHaveText(home.contactHeading);
    await expect(page.locator("#user-login h2")).toHaveText(home.userAreaHeading);
    await expect(page.locator("#user-login")).toContainText(home.userAreaText);
    await expect(page.getByRole("link", { name: ui.userArea.help })).toBeVisible();
    await expect(page.locator("footer")).toContainText(
      fillTemplate(ui.footer.copyright, { year: new Date().getFullYear(), brand: site.brand }),
    );
  });

  test("have no accessibility violation with the try-out panel open", async ({ page }) => {
    // The whole page, everything loaded on the way down, is scanned at both widths by every route's checks
    // (pages.spec.ts, e2e/route-checks/accessibility.ts); what only this state adds is the open panel and its frame.
    await page.goto("/");
    await waitForHydration(page);
    await trialToggle(page).click();
    await expect(page.getByText(SPINNER_TEXT)).toBeHidden();
    const panel = `[id="${await trialToggle(page).getAttribute("aria-controls")}"]`;
    await expect(page.locator(panel).locator("iframe")).toHaveCount(1);
    await expectNoAxeViolations(page, { include: panel });
  });

  test("are all there without JavaScript, the studio cards visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(SPEC_SECTIONS)).toHaveCount(7);
    await expect(studioCards(page)).toHaveCount(studio.length);
    await scrollToSection(page, "studio");
    for (const card of await studioCards(page).all()) {
      await expect(card).toHaveCSS("opacity", "1");
    }
    await context.close();
  });
});

test.describe("the hero", () => {
  test("shows the poster first and fetches it early, then the muted looping video over it", async ({ page }) => {
    const heroVideos = recordRequests(page, isHeroVideo);
    await page.goto("/");
    const poster = page.locator("main > section").first().locator("img");
    await expect(poster).toHaveAttribute("src", HERO_POSTER);
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).toHaveAttribute("sizes", "100vw");
    await expect(poster).not.toHaveAttribute("loading", "lazy");
    await waitForHydration(page);
    const video = heroVideo(page);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("poster", /\/hero-fallback/);
    await expect(video.locator("source")).toHaveCount(2);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(heroVideos.length).toBeGreaterThan(0);
  });

  test("restarts the video from the beginning when it ends", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const video = heroVideo(page);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && !v.paused)).toBe(true);
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.3;
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeLessThan(Math.min(1, duration / 2));
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("restarts from the beginning on an ended event too", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const video = heroVideo(page);
    // The Hosting emulator ignores Range requests (Firebase Hosting honours them), so the browser cannot seek
    // ahead here: let the video play past its first second instead.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.dispatchEvent(new Event("ended"));
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime < 1)).toBe(true);
  });

  test("only logs a console warning when autoplay fails", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException("blocked by test", "NotAllowedError"));
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => warnings.filter((text) => /hero video/.test(text))).toHaveLength(1);
    await expect(page.getByText(home.heroTagline)).toBeVisible();
  });

  test("has a pause and play button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const video = heroVideo(page);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole("button", { name: ui.home.pauseHero }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: ui.home.playHero }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(page.getByRole("button", { name: ui.home.pauseHero })).toBeFocused();
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("downloads no video and keeps the poster", async ({ page }) => {
      const heroVideos = recordRequests(page, isHeroVideo);
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("main > section").first().locator("img")).toBeVisible();
      await afterEffects(page);
      await expect(page.locator("main > section").first().locator("video")).toHaveCount(0);
      await expect(page.getByRole("button", { name: ui.home.pauseHero })).toHaveCount(0);
      expect(heroVideos).toEqual([]);
    });

    test("sees the studio cards without any animation", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator("#studio ul")).toHaveAttribute("data-reveal-armed", "false");
      for (const card of await studioCards(page).all()) {
        await expect(card).toHaveCSS("opacity", "1");
      }
    });
  });

  test("downloads no video for a visitor who asks to save data", async ({ page }) => {
    const heroVideos = recordRequests(page, isHeroVideo);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    await page.goto("/");
    await waitForHydration(page);
    await afterEffects(page);
    await expect(page.locator("main > section").first().locator("video")).toHaveCount(0);
    expect(heroVideos).toEqual([]);
  });
});

test.describe("the about section's try-out panel", () => {
  test("opens with the toggle, closes with it and with its close button, and creates the frame only when opened", async ({
    page,
  }) => {
    const providerRequests = recordRequests(page, /booking\.provider\.example/);
    await page.goto("/");
    await waitForHydration(page);
    await expect(trialToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#about iframe")).toHaveCount(0);
    expect(providerRequests).toEqual([]);

    await trialToggle(page).click();
    await expect(trialToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(trialPanel(page)).toBeVisible();
    await expect(trialPanel(page).getByRole("heading")).toHaveText(TRIAL_TITLE);
    const frame = trialPanel(page).locator("iframe");
    await expect(frame).toHaveAttribute("src", TRIAL_FORM_URL);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    await expect(trialPanel(page)).toContainText(
      fillTemplate(home.trialNote, { price: formatShekels(booking.priceILS) }),
    );

    await trialPanel(page).getByRole("button", { name: ui.home.trialClose }).click();
    await expect(trialPanel(page)).toBeHidden();
    await expect(trialToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(trialToggle(page)).toBeFocused();

    await trialToggle(page).click();
    await expect(trialPanel(page)).toBeVisible();
    await trialToggle(page).click();
    await expect(trialPanel(page)).toBeHidden();
  });

  test("shows the spinner until the frame has loaded, then hides it", async ({ page }) => {
    let release: (() => Promise<void>) | undefined;
    await page.route(BOOKING_PROVIDER, (route: Route) => {
      const answer = () => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>form</title>" });
      // The frame's page is held back; the request that asks whether the provider is there is answered.
      if (route.request().resourceType() === "document") release = answer;
      else void answer();
    });
    await page.goto("/");
    await waitForHydration(page);
    await trialToggle(page).click();
    const spinner = trialPanel(page).getByRole("status");
    await expect(spinner).toHaveText(SPINNER_TEXT);
    await expect.poll(() => release !== undefined).toBe(true);
    await expect(spinner).toBeVisible();
    await release!();
    await expect(page.getByText(SPINNER_TEXT)).toBeHidden();
    await expect(trialPanel(page).locator("iframe")).toBeVisible();
  });
});

test.describe("choose your class", () => {
  const groups = [
    { label: ui.menus.kids, group: "kids" },
    { label: ui.menus.adults, group: "adults" },
    { label: ui.menus.courses, group: "courses" },
  ];
  const section = (page: Page) => page.locator("main > section").nth(2);

  test("each opens its list of the spec's links and closes when one is clicked", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const { label, group } of groups) {
      await test.step(label, async () => {
        const button = section(page).getByRole("button", { name: label, exact: true });
        const list = section(page).locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
        await expect(list).toBeHidden();
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const expected = classes.filter((entry) => entry.menuGroup === group);
        const links = list.getByRole("link");
        await expect(links).toHaveCount(expected.length);
        for (const [index, entry] of expected.entries()) {
          await expect(links.nth(index)).toHaveAttribute("href", `/classes/${entry.slug}`);
          await expect(links.nth(index)).toHaveText(entry.title);
        }
        // Keep the page where it is, to see the list close on the click itself.
        await page.evaluate(() =>
          window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true }),
        );
        await links.first().click();
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(list).toBeHidden();
        expect(new URL(page.url()).pathname).toBe("/");
      });
    }
  });

  test("a chosen class link leads to its page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await section(page).getByRole("button", { name: ui.menus.courses, exact: true }).click();
    await section(page)
      .getByRole("link", { name: firstOf("courses").title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/classes/${firstOf("courses").slug}$`));
  });

  test("works with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = section(page).getByRole("button", { name: ui.menus.adults, exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(section(page).getByRole("link", { name: firstOf("adults").title, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test.describe("the studio", () => {
  test("has the facility cards in content order, with responsive modern images", async ({ page }) => {
    await page.goto("/");
    await expect(studioCards(page).locator("h3")).toHaveText(studio.map((facility) => facility.title));
    for (const card of await studioCards(page).all()) {
      await expect(card.locator("p")).not.toBeEmpty();
      await expect(card.locator('source[type="image/avif"]')).toHaveCount(1);
      await expect(card.locator('source[type="image/webp"]')).toHaveCount(1);
      await expect(card.locator("img[alt]:not([alt=''])").last()).toHaveAttribute("loading", "lazy");
    }
  });

  test("cards slide in one after another, 0.15s apart, as they scroll into view", async ({ page }) => {
    const delays = studio.map((_, index) => `${Number((index * 0.15).toFixed(2))}s`);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("#studio ul")).toHaveAttribute("data-reveal-armed", "true");
    for (const card of await studioCards(page).all()) {
      await expect(card).toHaveCSS("opacity", "0");
      await expect(card).toHaveAttribute("data-revealed", "false");
    }
    // Tall enough for all the cards to enter together.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await scrollToSection(page, "studio");
    for (const card of await studioCards(page).all()) {
      await expect(card).toHaveAttribute("data-revealed", "true");
    }
    expect(
      await studioCards(page).evaluateAll((cards) => cards.map((c) => getComputedStyle(c).transitionDelay)),
    ).toEqual(delays);
    for (const card of await studioCards(page).all()) {
      await expect(card).toHaveCSS("opacity", "1");
    }
  });
});

test.describe("the coaches", () => {
  test("show every coach's name with the role subtitle of their position", async ({ page }) => {
    await page.goto("/");
    await expect(coachCards(page)).toHaveCount(coaches.length);
    await expect(coachCards(page).locator("h3")).toHaveText(coaches.map((coach) => coach.name));
    await expect(coachCards(page).locator("h3 + p")).toHaveText(coachRoles);
    await expect(page.locator("#coaches a")).toHaveCount(0);
  });

  test("load no video before the cards near the viewport, then load them and keep them", async ({ page }) => {
    const videos = recordRequests(page, /\/videos\/coaches\/.+\.mp4/);
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await expect(coachCards(page).getByText(ui.coachCard.videoLoading)).toHaveCount(coaches.length);
    // The cards start watching for the viewport 100 ms after they mount: past that, they have seen it is far.
    await page.clock.runFor(1000);
    await afterEffects(page);
    await expect(coachCards(page).locator("video")).toHaveCount(0);
    expect(videos).toEqual([]);

    await scrollToSection(page, "coaches");
    await expect(coachCards(page).first().locator("video")).toHaveCount(1);
    await expect.poll(() => videos.some((url) => url.endsWith(`/${coaches[0]!.video}`))).toBe(true);
    const video = coachCards(page).first().locator("video");
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveJSProperty("muted", true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(coachCards(page).first().locator("video")).toHaveCount(1);
    await expect(coachCards(page).first().getByText(ui.coachCard.videoLoading)).toHaveCount(0);
  });

  const allPaused = (page: Page) =>
    coachCards(page)
      .locator("video")
      .evaluateAll((videos) => videos.map((video) => (video as HTMLVideoElement).paused));

  test("can all be paused and played again with one button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await visitEveryCoach(page, "video");
    await expect(coachCards(page).locator("video")).toHaveCount(coaches.length);
    await expect.poll(() => allPaused(page)).toEqual(allCoaches(false));
    await page.getByRole("button", { name: ui.home.pauseVideos }).click();
    await expect.poll(() => allPaused(page)).toEqual(allCoaches(true));
    await page.getByRole("button", { name: ui.home.playVideos }).click();
    await expect.poll(() => allPaused(page)).toEqual(allCoaches(false));
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("show the posters only, download no video, and load the videos when the visitor plays them", async ({
      page,
    }) => {
      const coachVideos = recordRequests(page, /\/videos\/coaches\/.*\.(mp4|webm)/);
      await page.goto("/");
      await waitForHydration(page);
      await visitEveryCoach(page, "img");
      await expect(coachCards(page).locator("img")).toHaveCount(coaches.length);
      for (const poster of await coachCards(page).locator("img").all()) {
        // decode() settles when the poster has loaded (or failed), so the test waits for the picture itself however
        // busy the machine is, not for a time.
        await poster.evaluate((img: HTMLImageElement) => img.decode());
        expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
      // The posters are in place of the videos: no video element, so no video was asked for.
      await expect(coachCards(page).locator("video")).toHaveCount(0);
      expect(coachVideos).toEqual([]);
      await page.getByRole("button", { name: ui.home.playVideos }).click();
      await expect(coachCards(page).locator("video")).toHaveCount(coaches.length);
      await expect.poll(() => allPaused(page)).toEqual(allCoaches(false));
      // play() unpauses at once; the download's request may reach the test a moment later.
      await expect
        .poll(() =>
          coaches.filter((coach) => !coachVideos.some((url) => url.endsWith(`/${coach.video}`))).map((c) => c.name),
        )
        .toEqual([]);
    });
  });

  test("start watching 100ms after mount (controlled clock)", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date("2030-01-01T10:00:00"));
    // The page opens at the coaches: the cards are in view from the start.
    await page.goto("/#coaches");
    // The clock stands still: let it move 1ms at a time until the page has hydrated (the cards mounted).
    const hydrated = () =>
      page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
    for (let step = 0; !(await hydrated()); step += 1) {
      expect(step, "hydration within 5s of page time").toBeLessThan(5000);
      await page.clock.runFor(1);
    }
    await expect(coachCards(page).first()).toBeInViewport();
    // The page hydrated during the last 1ms step, so its 100ms timer is due 99 to 100ms from now.
    await page.clock.runFor(98);
    await expect(coachCards(page).first().getByText(ui.coachCard.videoLoading)).toBeVisible();
    await expect(coachCards(page).first().locator("video")).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(coachCards(page).first().locator("video")).toHaveCount(1);
    await expect(coachCards(page).first().getByText(ui.coachCard.videoLoading)).toHaveCount(0);
  });

  test("show the short description on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollToSection(page, "coaches");
    const card = coachCards(page).first();
    // Its last line: the first may repeat the role subtitle, which the card always shows.
    const description = card.getByText(coaches[0]!.shortDescription.split("\n").at(-1)!);
    await expect(description).toBeHidden();
    await card.hover();
    await expect(description).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(description).toBeHidden();
    await card.focus();
    await expect(description).toBeVisible();
  });
});

test.describe("contact and personal area", () => {
  test("contact links WhatsApp and the phone", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: ui.home.contactCall })).toHaveAttribute(
      "href",
      `tel:+${phoneDigits}`,
    );
    await expect(contact.getByRole("link", { name: ui.home.contactWhatsapp })).toHaveAttribute(
      "href",
      `https://wa.me/${phoneDigits}`,
    );
  });

  test("the personal area creates the login frame near the viewport, with a new-tab link and help", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const section = page.locator("#user-login");
    await expect(section.locator("iframe")).toHaveCount(0);
    await scrollToSection(page, "user-login");
    await expect(section.locator("iframe")).toHaveAttribute("src", LOGIN_URL);
    const newTab = section.getByRole("link", { name: ui.userArea.providerNewTab });
    await expect(newTab).toHaveAttribute("href", LOGIN_URL);
    await expect(newTab).toHaveAttribute("target", "_blank");
    await section.getByRole("link", { name: ui.userArea.help }).click();
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test("the footer shows the visitor's current year, not the build's", async ({ page }) => {
  await page.clock.install({ time: new Date("2031-03-01T09:00:00") });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("contentinfo").getByText(/^©/)).toHaveText(
    fillTemplate(ui.footer.copyright, { year: 2031, brand: site.brand }),
  );
});

test("the page does not shift while it loads and hydrates", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // What could still move the page once it is alive: the fonts, and the pictures in view (the others wait, lazy).
  await page.evaluate(() => document.fonts.ready);
  const picturesInView = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
  await expect.poll(picturesInView).toBe(true);
  await afterEffects(page);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
});
