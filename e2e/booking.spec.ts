import type { Page, Request } from "@playwright/test";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { booking, classes, site, ui } from "./content";
import { formatDate, weekdayOf } from "../src/lib/dates";
import { TODAY, addDays, classDays, classWithOneGroup, daysOn } from "./trial-dates";
import { FIXTURE_BLOCKED_DATES, serveFixtureBlockedDates } from "./fixture-booking";
import { TryOutDialog, VISITOR } from "./pages/try-out-dialog";
import { fillTemplate } from "../src/lib/templates";

const BLOCKED_MESSAGE = ui.trialBooking.dateBlocked;
const GREY = "rgb(227, 230, 235)"; // $color-unavailable

// The tests' clock is 10 July 2025 and the blocked dates are the spec's example (fixture-booking.ts), whatever
// content/booking.json holds; the other dates come from the days the class meets (content/classes/): the form
// also refuses a day its class does not meet.
/** A class whose call to action chooses a sport, with one group (so no group to choose), and another sport. */
const CLASS_WITH_SPORT = classWithOneGroup();
const MEETS = classDays(CLASS_WITH_SPORT);
const [OPEN_DAY, NEXT_OPEN_DAY] = daysOn(MEETS, 2) as [string, string];
const BLOCKED_AHEAD = FIXTURE_BLOCKED_DATES.filter((date) => date > TODAY).sort();
const [FIRST_BLOCKED] = BLOCKED_AHEAD;
const OTHER_SPORT = booking.sports.find((sport) => sport.id !== CLASS_WITH_SPORT.sport)!.id;
/** "HH:MM", `minutes` before the given time of day. */
const minutesBefore = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};
/** The last day before today that the class met (for "a date before today"), and the day before a meeting day. */
const PAST_MEETING_DAY = daysOn(MEETS, 1, addDays(TODAY, -8))[0]!;
const DAY_BEFORE_OPEN_DAY = addDays(OPEN_DAY, -1);

test.beforeAll(() => {
  expect(FIRST_BLOCKED, "the fixture has a blocked date after 2025-07-10 to test with").toBeDefined();
  expect(CLASS_WITH_SPORT, "content/classes/ has a class with a sport and one group").toBeDefined();
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

/**
 * Opens the class page with a sport and one group at 10:00 on 10 July 2025, Israel time (UTC+3 in summer), unless
 * told another time, and the try-out modal from its call to action.
 */
const openModal = (tryOut: TryOutDialog, time?: string) => tryOut.openOnClassPage(CLASS_WITH_SPORT.slug, { time });

const storedBookings = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("trialBookings") ?? "null") as unknown);

test.describe("the try-out booking modal", () => {
  test("opens from a class page's call to action, with its title, the four fields and the focus inside", async ({
    page,
    tryOut,
  }) => {
    await openModal(tryOut);
    await expect(tryOut.form.getByRole("heading", { name: ui.trialBooking.title })).toBeVisible();
    await expect(tryOut.name).toHaveAttribute("type", "text");
    await expect(tryOut.email).toHaveAttribute("type", "email");
    await expect(tryOut.sport).toHaveJSProperty("tagName", "SELECT");
    await expect(tryOut.date).toHaveAttribute("type", "date");
    await expect(tryOut.name).toBeFocused();
    await expect(tryOut.form.getByRole("button", { name: ui.page.close })).toBeVisible();
    await expect(tryOut.form.getByRole("button", { name: ui.trialBooking.cancel })).toBeVisible();
    // The sports of content/booking.json, shown in Hebrew, valued by their ids.
    const options = tryOut.sport.locator("option");
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
    tryOut,
  }) => {
    await openModal(tryOut);
    const date = tryOut.date;
    await expect(date).toHaveAttribute("min", "2025-07-10");

    await date.fill(FIRST_BLOCKED!);
    const message = tryOut.form.getByText(BLOCKED_MESSAGE, { exact: true });
    await expect(message).toBeVisible();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(BLOCKED_MESSAGE);
    await expect(date).toHaveCSS("background-color", GREY);
    await expect(tryOut.submitButton).toBeDisabled();
    await expect(date).toBeEditable();
    await date.focus();
    await expect(date).toBeFocused();

    for (const blocked of BLOCKED_AHEAD.slice(1)) {
      await date.fill(blocked);
      await expect(message).toBeVisible();
      await expect(tryOut.submitButton).toBeDisabled();
    }

    await date.fill(OPEN_DAY);
    await expect(message).toBeHidden();
    await expect(date).not.toHaveAttribute("aria-invalid", "true");
    await expect(date).not.toHaveCSS("background-color", GREY);
    await expect(tryOut.submitButton).toBeEnabled();
  });

  test("today itself can be booked, and 'today' is read when the modal opens", async ({ page, tryOut }) => {
    await openModal(tryOut, `${DAY_BEFORE_OPEN_DAY}T23:58:00+03:00`);
    await expect(tryOut.date).toHaveAttribute("min", DAY_BEFORE_OPEN_DAY);
    await tryOut.cancelButton.click();
    await page.clock.runFor(5 * 60_000); // past midnight: a day the class meets
    await tryOut.callToAction.click();
    await expect(tryOut.date).toHaveAttribute("min", OPEN_DAY);
    await tryOut.fill({ date: OPEN_DAY });
    await tryOut.send();
    await expect(tryOut.form).toBeHidden();
    expect(await storedBookings(page)).toMatchObject([{ date: OPEN_DAY }]);
  });

  test("a blocked date that has already passed is still refused as blocked, at once", async ({ tryOut }) => {
    const blocked = FIXTURE_BLOCKED_DATES[0]!;
    await openModal(tryOut, `${addDays(blocked, 30)}T09:00:00Z`);
    const date = tryOut.date;
    await date.fill(blocked);
    await expect(tryOut.form.getByText(BLOCKED_MESSAGE, { exact: true })).toBeVisible();
    await expect(date).toHaveCSS("background-color", GREY);
    await expect(tryOut.submitButton).toBeDisabled();
  });

  test("'today' is read at the moment of choosing, even when the modal was opened the day before", async ({
    page,
    tryOut,
  }) => {
    await openModal(tryOut, `${OPEN_DAY}T23:58:00+03:00`);
    // No class chosen, so that no session of the day has started to refuse it first: the studio is open that day.
    await tryOut.fill({ date: OPEN_DAY, classSlug: "" });
    await expect(tryOut.submitButton).toBeEnabled();
    await page.clock.runFor(5 * 60_000); // past midnight: the next day, the modal still open
    await tryOut.date.fill(OPEN_DAY);
    await tryOut.submitButton.click();
    await expect(tryOut.date).toHaveAccessibleDescription(ui.trialBooking.datePast);
    expect(await storedBookings(page)).toBeNull();
  });

  test("today's session is offered until it starts, by Israel's clock, and refused at once after", async ({
    tryOut,
  }) => {
    const slot = CLASS_WITH_SPORT.schedule.find((session) => session.day === weekdayOf(OPEN_DAY))!;
    // Summer in Israel: UTC+3. A minute before the session, then the minute it starts, on the day itself.
    await openModal(tryOut, `${OPEN_DAY}T${minutesBefore(slot.start, 1)}:00+03:00`);
    await tryOut.fill({ date: OPEN_DAY });
    await expect(tryOut.submitButton).toBeEnabled();
    await tryOut.page.clock.runFor(60_000);
    await tryOut.date.fill("");
    await tryOut.date.fill(OPEN_DAY);
    await expect(tryOut.form.getByText(ui.trialBooking.sessionStarted, { exact: true })).toBeVisible();
    await expect(tryOut.submitButton).toBeDisabled();
  });

  test.describe("for a visitor in New York", () => {
    test.use({ timezoneId: "America/New_York" });

    test("today's session that has started in Israel is refused, though the visitor's morning is early", async ({
      tryOut,
    }) => {
      const slot = CLASS_WITH_SPORT.schedule.find((session) => session.day === weekdayOf(OPEN_DAY))!;
      // The session's start in Israel is seven hours earlier in New York, the same day there.
      await openModal(tryOut, `${OPEN_DAY}T${slot.start}:00+03:00`);
      await tryOut.fill({ date: OPEN_DAY });
      await expect(tryOut.form.getByText(ui.trialBooking.sessionStarted, { exact: true })).toBeVisible();
      await expect(tryOut.submitButton).toBeDisabled();
    });
  });

  test("a date before today is refused with its own message, keeping what was typed", async ({ page, tryOut }) => {
    await openModal(tryOut);
    await tryOut.fill({ date: PAST_MEETING_DAY });
    await tryOut.submitButton.click();
    const date = tryOut.date;
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(ui.trialBooking.datePast);
    await expect(date).toBeFocused();
    await expect(tryOut.form).toBeVisible();
    await expect(tryOut.name).toHaveValue(VISITOR.name);
    await expect(tryOut.email).toHaveValue(VISITOR.email);
    await expect(date).toHaveValue(PAST_MEETING_DAY);
    expect(await storedBookings(page)).toBeNull();
  });

  test("name, e-mail and date are required and the e-mail must look like one; messages are announced", async ({
    page,
    tryOut,
  }) => {
    await openModal(tryOut);
    await tryOut.submitButton.click();
    await expect(tryOut.name).toBeFocused();
    for (const [label, text] of [
      [ui.trialBooking.name, ui.trialBooking.nameRequired],
      [ui.trialBooking.email, ui.trialBooking.emailRequired],
      [ui.trialBooking.date, ui.trialBooking.dateRequired],
    ] as const) {
      await expect(tryOut.field(label)).toHaveAttribute("aria-invalid", "true");
      await expect(tryOut.field(label)).toHaveAccessibleDescription(text);
      const messageId = await tryOut.field(label).getAttribute("aria-describedby");
      await expect(page.locator(`[id="${messageId}"]`)).toHaveAttribute("aria-live", "polite");
    }
    await expect(tryOut.sport).not.toHaveAttribute("aria-invalid", "true");

    await tryOut.name.fill(VISITOR.name);
    await tryOut.email.fill("dana.example.com");
    await tryOut.submitButton.click();
    await expect(tryOut.email).toBeFocused();
    await expect(tryOut.email).toHaveAccessibleDescription(ui.trialBooking.emailFormat);
    await expect(tryOut.email).toHaveValue("dana.example.com");
    await expect(tryOut.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(tryOut.form).toBeVisible();
    expect(await storedBookings(page)).toBeNull();
  });

  test("submitting records the booking in this browser only, closes the modal and thanks the visitor", async ({
    page,
    tryOut,
  }) => {
    await openModal(tryOut);
    await tryOut.fill({ date: OPEN_DAY });
    await tryOut.sport.selectOption(OTHER_SPORT);

    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    expect(await tryOut.send()).toBe(tryOut.thanks);
    await expect(tryOut.form).toBeHidden();
    await tryOut.completion.getByRole("button", { name: ui.page.close }).click();
    await expect(tryOut.completion).toBeHidden();
    await expect(tryOut.callToAction).toBeFocused();
    expect(await storedBookings(page)).toEqual([
      {
        name: VISITOR.name,
        email: VISITOR.email,
        sport: OTHER_SPORT,
        // Another sport than the class's: the form forgot the class (it lists classes by sport).
        classSlug: "",
        ageGroup: "",
        date: OPEN_DAY,
        createdAt: expect.stringMatching(/^2025-07-10T07:0\d:\d\d\.\d{3}Z$/),
      },
    ]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // Gatsby may fetch the page data of the links now in view (fixed files of this site, asked for by address
    // alone), and the completion step asks the provider's form whether it is there (a HEAD request without cookies
    // or body, issue 37, as the privacy notice says); nothing else may leave the browser.
    const isPagePrefetch = (request: Request) =>
      request.method() === "GET" && new URL(request.url()).pathname.startsWith("/page-data/");
    const isProviderProbe = (request: Request) =>
      request.method() === "HEAD" && request.url() === site.bookingProvider.trialFormUrl && !request.postData();
    expect(
      requests
        .filter((request) => !isPagePrefetch(request) && !isProviderProbe(request))
        .map((request) => request.url()),
    ).toEqual([]);

    // A new opening starts a fresh form, and a second booking is added to the first.
    await tryOut.callToAction.click();
    await expect(tryOut.name).toHaveValue("");
    await expect(tryOut.sport).toHaveValue(CLASS_WITH_SPORT.sport!);
    await tryOut.fill({ date: NEXT_OPEN_DAY });
    await tryOut.send();
    await expect(tryOut.form).toBeHidden();
    expect(await storedBookings(page)).toMatchObject([{ date: OPEN_DAY }, { date: NEXT_OPEN_DAY }]);
  });

  test("closes with the × button, the cancel button and Escape, without booking, giving the focus back to its opener", async ({
    page,
    tryOut,
  }) => {
    await page.goto(`/classes/${classes[0]!.slug}`);
    await waitForHydration(page);
    for (const [way, close] of [
      ["the × button", () => tryOut.form.getByRole("button", { name: ui.page.close }).click()],
      ["the cancel button", () => tryOut.cancelButton.click()],
      ["Escape", () => page.keyboard.press("Escape")],
    ] as const) {
      await test.step(way, async () => {
        await tryOut.callToAction.focus();
        await page.keyboard.press("Enter");
        await expect(tryOut.form).toBeVisible();
        await tryOut.name.fill(VISITOR.name);
        await close();
        await expect(tryOut.form).toBeHidden();
        await expect(tryOut.callToAction).toBeFocused();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
        expect(await storedBookings(page)).toBeNull();
        await expect(page).toHaveURL(new RegExp(`/classes/${classes[0]!.slug}$`));
      });
    }
  });

  test("keeps the keyboard focus inside while open", async ({ page, tryOut }) => {
    await openModal(tryOut);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !active.closest("dialog");
      });
      expect(outside, `focus left the dialog after step ${step}`).toBe(false);
    }
  });

  test("has no accessibility violation, open and with a refused date", async ({ page, tryOut }) => {
    // Three full axe scans in one test: on a loaded 2-core machine they alone took the default 30 s.
    test.slow();
    await openModal(tryOut);
    await expectNoAxeViolations(page, { include: "dialog" });
    await tryOut.date.fill(FIRST_BLOCKED!);
    await expect(tryOut.submitButton).toBeDisabled();
    await expectNoAxeViolations(page, { include: "dialog" });
    await tryOut.date.fill("");
    await tryOut.submitButton.click();
    await expect(tryOut.name).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, { include: "dialog" });
  });
});

test.describe("after the alert, the completion step", () => {
  // The same step from every class page, on one representative class: the class it names is the one the page
  // chose (which pages.spec.ts checks on every class page).
  test("says the details are kept and one step is left, and offers the paid form and a prefilled WhatsApp", async ({
    page,
    tryOut,
  }) => {
    const entry = CLASS_WITH_SPORT;
    await openModal(tryOut);
    await tryOut.fill({ date: OPEN_DAY });
    expect(await tryOut.send()).toBe(tryOut.thanks);
    await tryOut.expectCompletion();
    const step = tryOut.completion;
    // What the visitor typed, nothing lost; the class it was opened for.
    for (const text of [VISITOR.name, VISITOR.email, entry.title, formatDate(OPEN_DAY)]) {
      await expect(step).toContainText(text);
    }
    const form = step.getByRole("link", { name: ui.trialCompletion.provider });
    await expect(form).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    await expect(form).toHaveAttribute("target", "_blank");
    const message = await tryOut.whatsappMessage();
    const hello = fillTemplate(ui.trialCompletion.messageHello, { name: VISITOR.name });
    for (const text of [hello, VISITOR.email, entry.title, formatDate(OPEN_DAY)]) {
      expect(message).toContain(text);
    }
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await page.keyboard.press("Escape");
    await expect(step).toBeHidden();
    await expect(tryOut.callToAction).toBeFocused();
  });
});
