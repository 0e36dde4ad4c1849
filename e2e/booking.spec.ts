import type { Page, Request } from "@playwright/test";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { booking, classes, site, trialCallToAction, ui } from "./content";
import { formatHebrewDate } from "../src/lib/dates";
import { TODAY, addDays, classDays, classWithOneGroup, daysOn } from "./trial-dates";
import { FIXTURE_BLOCKED_DATES, serveFixtureBlockedDates } from "./fixture-booking";

const TITLE = ui.trialBooking.title;
const BLOCKED_MESSAGE = ui.trialBooking.dateBlocked;
/** The alert: the thanks, then the sentence the completion step says too (issue 28). */
const THANKS = `${ui.trialBooking.thanks} ${ui.trialCompletion.saved}`;
const GREY = "rgb(227, 230, 235)"; // $color-unavailable

// The tests' clock is 10 July 2025 and the blocked dates are the spec's example (fixture-booking.ts), whatever
// content/booking.json holds; the other dates come from the days the class meets (content/classes.json): the form
// also refuses a day its class does not meet.
/** A class whose call to action chooses a sport, with one group (so no group to choose), and another sport. */
const CLASS_WITH_SPORT = classWithOneGroup();
const MEETS = classDays(CLASS_WITH_SPORT);
const [OPEN_DAY, NEXT_OPEN_DAY] = daysOn(MEETS, 2) as [string, string];
const BLOCKED_AHEAD = FIXTURE_BLOCKED_DATES.filter((date) => date > TODAY).sort();
const [FIRST_BLOCKED] = BLOCKED_AHEAD;
const OTHER_SPORT = booking.sports.find((sport) => sport.id !== CLASS_WITH_SPORT.sport)!.id;
/** The last day before today that the class met (for "a date before today"), and the day before a meeting day. */
const PAST_MEETING_DAY = daysOn(MEETS, 1, addDays(TODAY, -8))[0]!;
const DAY_BEFORE_OPEN_DAY = addDays(OPEN_DAY, -1);

test.beforeAll(() => {
  expect(FIRST_BLOCKED, "the fixture has a blocked date after 2025-07-10 to test with").toBeDefined();
  expect(CLASS_WITH_SPORT, "content/classes.json has a class with a sport and one group").toBeDefined();
  expect(PAST_MEETING_DAY < TODAY).toBe(true);
});

/** The booking settings as the build served them, before the fixture's dates replaced the content's. */
let servedSettings: Awaited<ReturnType<typeof serveFixtureBlockedDates>>;
test.beforeEach(async ({ page }) => {
  servedSettings = await serveFixtureBlockedDates(page);
});
// A test may end while the page still fetches a query result through the fixture's handler (the page then closes
// under it: "Response has been disposed"); what the test checked does not depend on that answer.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

const modal = (page: Page) => page.getByRole("dialog", { name: TITLE });
const completion = (page: Page) => page.getByRole("dialog", { name: ui.trialCompletion.title });
const opener = (page: Page) => page.getByRole("link", { name: trialCallToAction }).first();
const field = (page: Page, label: string) => modal(page).getByLabel(label, { exact: true });
const submitButton = (page: Page) => modal(page).getByRole("button", { name: ui.trialBooking.submit });

/**
 * Opens the class page at 10:00 on 10 July 2025, Israel time (UTC+3 in summer), and the try-out modal from its call
 * to action.
 */
async function openModal(page: Page, slug = CLASS_WITH_SPORT.slug, time = "2025-07-10T10:00:00+03:00") {
  await page.clock.install({ time: new Date(time) });
  await page.goto(`/classes/${slug}`);
  await waitForHydration(page);
  await opener(page).click();
  await expect(modal(page)).toBeVisible();
}

async function fillValid(page: Page, date = OPEN_DAY) {
  await field(page, ui.trialBooking.name).fill("דנה כהן");
  await field(page, ui.trialBooking.email).fill("dana@example.com");
  await field(page, ui.trialBooking.date).fill(date);
}

const storedBookings = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("trialBookings") ?? "null") as unknown);

test.describe("the try-out booking modal", () => {
  test("opens from a class page's call to action, with its title, the four fields and the focus inside", async ({
    page,
  }) => {
    await openModal(page);
    await expect(modal(page).getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(field(page, ui.trialBooking.name)).toHaveAttribute("type", "text");
    await expect(field(page, ui.trialBooking.email)).toHaveAttribute("type", "email");
    await expect(field(page, ui.trialBooking.sport)).toHaveJSProperty("tagName", "SELECT");
    await expect(field(page, ui.trialBooking.date)).toHaveAttribute("type", "date");
    await expect(field(page, ui.trialBooking.name)).toBeFocused();
    await expect(modal(page).getByRole("button", { name: ui.page.close })).toBeVisible();
    await expect(modal(page).getByRole("button", { name: ui.trialBooking.cancel })).toBeVisible();
    // The sports of content/booking.json, shown in Hebrew, valued by their ids.
    const options = field(page, ui.trialBooking.sport).locator("option");
    await expect(options).toHaveText(booking.sports.map((sport) => sport.label));
    expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual(
      booking.sports.map((sport) => sport.id),
    );
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // The build gave the form the content's blocked dates (the other tests replace them with the fixture's).
    expect(servedSettings()?.blockedDates).toEqual(booking.blockedDates);
  });

  test("the earliest date is today, 2025-07-10; a blocked date greys the field and disables submit, an open one restores both", async ({
    page,
  }) => {
    await openModal(page);
    const date = field(page, ui.trialBooking.date);
    await expect(date).toHaveAttribute("min", "2025-07-10");

    await date.fill(FIRST_BLOCKED!);
    const message = modal(page).getByText(BLOCKED_MESSAGE, { exact: true });
    await expect(message).toBeVisible();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(BLOCKED_MESSAGE);
    await expect(date).toHaveCSS("background-color", GREY);
    await expect(submitButton(page)).toBeDisabled();
    await expect(date).toBeEditable();
    await date.focus();
    await expect(date).toBeFocused();

    for (const blocked of BLOCKED_AHEAD.slice(1)) {
      await date.fill(blocked);
      await expect(message).toBeVisible();
      await expect(submitButton(page)).toBeDisabled();
    }

    await date.fill(OPEN_DAY);
    await expect(message).toBeHidden();
    await expect(date).not.toHaveAttribute("aria-invalid", "true");
    await expect(date).not.toHaveCSS("background-color", GREY);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("today itself can be booked, and 'today' is read when the modal opens", async ({ page }) => {
    await openModal(page, CLASS_WITH_SPORT.slug, `${DAY_BEFORE_OPEN_DAY}T23:58:00+03:00`);
    await expect(field(page, ui.trialBooking.date)).toHaveAttribute("min", DAY_BEFORE_OPEN_DAY);
    await modal(page).getByRole("button", { name: ui.trialBooking.cancel }).click();
    await page.clock.runFor(5 * 60_000); // past midnight: a day the class meets
    await opener(page).click();
    await expect(field(page, ui.trialBooking.date)).toHaveAttribute("min", OPEN_DAY);
    await fillValid(page, OPEN_DAY);
    page.once("dialog", (dialog) => dialog.accept());
    await submitButton(page).click();
    await expect(modal(page)).toBeHidden();
    expect(await storedBookings(page)).toMatchObject([{ date: OPEN_DAY }]);
  });

  test("a blocked date that has already passed is still refused as blocked, at once", async ({ page }) => {
    const blocked = FIXTURE_BLOCKED_DATES[0]!;
    await openModal(page, CLASS_WITH_SPORT.slug, `${addDays(blocked, 30)}T09:00:00Z`);
    const date = field(page, ui.trialBooking.date);
    await date.fill(blocked);
    await expect(modal(page).getByText(BLOCKED_MESSAGE, { exact: true })).toBeVisible();
    await expect(date).toHaveCSS("background-color", GREY);
    await expect(submitButton(page)).toBeDisabled();
  });

  test("'today' is read at the moment of choosing, even when the modal was opened the day before", async ({ page }) => {
    await openModal(page, CLASS_WITH_SPORT.slug, `${OPEN_DAY}T23:58:00+03:00`);
    await fillValid(page, OPEN_DAY);
    await page.clock.runFor(5 * 60_000); // past midnight: the next day, the modal still open
    await field(page, ui.trialBooking.date).fill(OPEN_DAY);
    await submitButton(page).click();
    await expect(field(page, ui.trialBooking.date)).toHaveAccessibleDescription(ui.trialBooking.datePast);
    expect(await storedBookings(page)).toBeNull();
  });

  test("a date before today is refused with its own message, keeping what was typed", async ({ page }) => {
    await openModal(page);
    await fillValid(page, PAST_MEETING_DAY);
    await submitButton(page).click();
    const date = field(page, ui.trialBooking.date);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(ui.trialBooking.datePast);
    await expect(date).toBeFocused();
    await expect(modal(page)).toBeVisible();
    await expect(field(page, ui.trialBooking.name)).toHaveValue("דנה כהן");
    await expect(field(page, ui.trialBooking.email)).toHaveValue("dana@example.com");
    await expect(date).toHaveValue(PAST_MEETING_DAY);
    expect(await storedBookings(page)).toBeNull();
  });

  test("name, e-mail and date are required and the e-mail must look like one; messages are announced", async ({
    page,
  }) => {
    await openModal(page);
    await submitButton(page).click();
    await expect(field(page, ui.trialBooking.name)).toBeFocused();
    for (const [label, text] of [
      [ui.trialBooking.name, ui.trialBooking.nameRequired],
      [ui.trialBooking.email, ui.trialBooking.emailRequired],
      [ui.trialBooking.date, ui.trialBooking.dateRequired],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(text);
      const messageId = await field(page, label).getAttribute("aria-describedby");
      await expect(page.locator(`[id="${messageId}"]`)).toHaveAttribute("aria-live", "polite");
    }
    await expect(field(page, ui.trialBooking.sport)).not.toHaveAttribute("aria-invalid", "true");

    await field(page, ui.trialBooking.name).fill("דנה כהן");
    await field(page, ui.trialBooking.email).fill("dana.example.com");
    await submitButton(page).click();
    await expect(field(page, ui.trialBooking.email)).toBeFocused();
    await expect(field(page, ui.trialBooking.email)).toHaveAccessibleDescription(ui.trialBooking.emailFormat);
    await expect(field(page, ui.trialBooking.email)).toHaveValue("dana.example.com");
    await expect(field(page, ui.trialBooking.name)).not.toHaveAttribute("aria-invalid", "true");
    await expect(modal(page)).toBeVisible();
    expect(await storedBookings(page)).toBeNull();
  });

  test("submitting records the booking in this browser only, closes the modal and thanks the visitor", async ({
    page,
  }) => {
    await openModal(page);
    await fillValid(page);
    await field(page, ui.trialBooking.sport).selectOption(OTHER_SPORT);

    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    const alert = page.waitForEvent("dialog").then(async (dialog) => {
      const text = { type: dialog.type(), message: dialog.message() };
      await dialog.accept();
      return text;
    });
    await submitButton(page).click();

    expect(await alert).toEqual({ type: "alert", message: THANKS });
    await expect(modal(page)).toBeHidden();
    await completion(page).getByRole("button", { name: ui.page.close }).click();
    await expect(completion(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    expect(await storedBookings(page)).toEqual([
      {
        name: "דנה כהן",
        email: "dana@example.com",
        sport: OTHER_SPORT,
        // Another sport than the class's: the form forgot the class (it lists classes by sport).
        classSlug: "",
        group: "",
        date: OPEN_DAY,
        createdAt: expect.stringMatching(/^2025-07-10T07:0\d:\d\d\.\d{3}Z$/),
      },
    ]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Gatsby may fetch the page data of the links now in view (fixed files of this site, asked for by address
    // alone); nothing else may leave the browser.
    const isPagePrefetch = (request: Request) =>
      request.method() === "GET" && new URL(request.url()).pathname.startsWith("/page-data/");
    expect(requests.filter((request) => !isPagePrefetch(request)).map((request) => request.url())).toEqual([]);

    // A new opening starts a fresh form, and a second booking is added to the first.
    await opener(page).click();
    await expect(field(page, ui.trialBooking.name)).toHaveValue("");
    await expect(field(page, ui.trialBooking.sport)).toHaveValue(CLASS_WITH_SPORT.sport!);
    await fillValid(page, NEXT_OPEN_DAY);
    page.once("dialog", (dialog) => dialog.accept());
    await submitButton(page).click();
    await expect(modal(page)).toBeHidden();
    expect(await storedBookings(page)).toMatchObject([{ date: OPEN_DAY }, { date: NEXT_OPEN_DAY }]);
  });

  test("closes with the × button, the cancel button and Escape, without booking, giving the focus back to its opener", async ({
    page,
  }) => {
    await page.goto(`/classes/${classes[0]!.slug}`);
    await waitForHydration(page);
    for (const [way, close] of [
      ["the × button", () => modal(page).getByRole("button", { name: ui.page.close }).click()],
      ["the cancel button", () => modal(page).getByRole("button", { name: ui.trialBooking.cancel }).click()],
      ["Escape", () => page.keyboard.press("Escape")],
    ] as const) {
      await test.step(way, async () => {
        await opener(page).focus();
        await page.keyboard.press("Enter");
        await expect(modal(page)).toBeVisible();
        await field(page, ui.trialBooking.name).fill("דנה");
        await close();
        await expect(modal(page)).toBeHidden();
        await expect(opener(page)).toBeFocused();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
        expect(await storedBookings(page)).toBeNull();
        await expect(page).toHaveURL(new RegExp(`/classes/${classes[0]!.slug}$`));
      });
    }
  });

  test("keeps the keyboard focus inside while open", async ({ page }) => {
    await openModal(page);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !active.closest("dialog");
      });
      expect(outside, `focus left the dialog after step ${step}`).toBe(false);
    }
  });

  test("has no accessibility violation, open and with a refused date", async ({ page }) => {
    // Three full axe scans in one test: on a loaded 2-core machine they alone took the default 30 s.
    test.slow();
    await openModal(page);
    await expectNoAxeViolations(page, { include: "dialog" });
    await field(page, ui.trialBooking.date).fill(FIRST_BLOCKED!);
    await expect(submitButton(page)).toBeDisabled();
    await expectNoAxeViolations(page, { include: "dialog" });
    await field(page, ui.trialBooking.date).fill("");
    await submitButton(page).click();
    await expect(field(page, ui.trialBooking.name)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, { include: "dialog" });
  });
});

test.describe("after the alert, the completion step", () => {
  const acceptAlert = (page: Page) =>
    page.waitForEvent("dialog").then(async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      return message;
    });

  // The same step from every class page, on one representative class: the class it names is the one the page
  // chose (which pages.spec.ts checks on every class page).
  test("says the details are kept and one step is left, and offers the paid form and a prefilled WhatsApp", async ({
    page,
  }) => {
    const entry = CLASS_WITH_SPORT;
    await openModal(page, entry.slug);
    await fillValid(page, OPEN_DAY);
    const alert = acceptAlert(page);
    await submitButton(page).click();
    expect(await alert).toBe(THANKS);

    const step = completion(page);
    await expect(step).toBeVisible();
    await expect(step).toContainText(ui.trialCompletion.saved);
    // What the visitor typed, nothing lost; the class it was opened for.
    for (const text of ["דנה כהן", "dana@example.com", entry.title, formatHebrewDate(OPEN_DAY)]) {
      await expect(step).toContainText(text);
    }
    const form = step.getByRole("link", { name: ui.trialCompletion.provider });
    await expect(form).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    await expect(form).toHaveAttribute("target", "_blank");
    const whatsapp = new URL(
      (await step.getByRole("link", { name: ui.trialCompletion.whatsapp }).getAttribute("href"))!,
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    const message = whatsapp.searchParams.get("text")!;
    for (const text of ["דנה כהן", "dana@example.com", entry.title, formatHebrewDate(OPEN_DAY), "שיעור ניסיון"]) {
      expect(message).toContain(text);
    }
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await page.keyboard.press("Escape");
    await expect(step).toBeHidden();
    await expect(opener(page)).toBeFocused();
  });
});
