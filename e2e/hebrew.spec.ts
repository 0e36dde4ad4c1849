/**
 * Every word in Hebrew, in the states a route visit does not reach (issue 17): the login modal, the try-out modal
 * with its messages, alert and completion step. Each on one representative route; the routes themselves are checked
 * by pages.spec.ts (route-checks/language.ts), the 404 page by routes.spec.ts, the signed-in pages by accounts.spec.ts.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { trialCallToAction, tryOutClasses, ui } from "./content";
import { latinWordsOutsideEnglish } from "./latin-words";
import { TEST_TIME, daysOn, groupsOf } from "./trial-dates";

/** The Latin words of an alert's message, as latinWordsOutsideEnglish finds them on a page. */
const latinWordsOf = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

async function openPage(page: Page, path: string) {
  await page.clock.install({ time: new Date(TEST_TIME) });
  await page.goto(path);
  await waitForHydration(page);
}

test("the login modal, its password reset and its error alert are Hebrew", async ({ page, consoleErrors }) => {
  await openPage(page, "/shop");
  await page.getByRole("banner").getByRole("button", { name: ui.accountMenu.signIn }).click();
  const modal = page.getByRole("dialog", { name: ui.login.title });
  await expect(modal).toBeVisible();
  expect(await latinWordsOutsideEnglish(page, modal)).toEqual([]);

  // An address with no account: the provider answers with an error code, the visitor reads a sentence.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await modal.getByPlaceholder(ui.login.emailPlaceholder).fill("nobody@motionlab.example");
  await modal.getByPlaceholder(ui.login.passwordPlaceholder).fill("x");
  await modal.getByRole("button", { name: ui.login.submit }).click();
  await expect.poll(() => alerts.length).toBe(1);
  expect(alerts).toEqual([ui.loginErrors.wrongCredentials]);
  expect(alerts.flatMap(latinWordsOf)).toEqual([]);
  // The browser logs the provider's refusal (HTTP 400) as a console error: that one is expected here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 400/.test(error)));

  await modal.getByRole("button", { name: ui.account.forgotPassword }).click();
  await expect(modal.getByRole("form", { name: ui.account.resetTitle })).toBeVisible();
  expect(await latinWordsOutsideEnglish(page, modal)).toEqual([]);
});

test("the try-out modal, its messages, its alert and its completion step are Hebrew", async ({ page }) => {
  const entry = tryOutClasses.find((candidate) => groupsOf(candidate).length === 1) ?? tryOutClasses[0]!;
  await openPage(page, `/classes/${entry.slug}`);
  await page.getByRole("link", { name: trialCallToAction }).first().click();
  const modal = page.getByRole("dialog", { name: ui.trialBooking.title });
  await expect(modal).toBeVisible();

  // Every field's message at once: the form sent empty.
  await modal.getByLabel(ui.trialBooking.name, { exact: true }).fill("");
  await modal.getByRole("button", { name: ui.trialBooking.submit }).click();
  await expect(modal.getByLabel(ui.trialBooking.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await latinWordsOutsideEnglish(page, modal)).toEqual([]);

  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await modal.getByLabel(ui.trialBooking.name, { exact: true }).fill("דנה כהן");
  await modal.getByLabel(ui.trialBooking.email, { exact: true }).fill("dana@example.com");
  await modal.getByLabel(ui.trialBooking.date, { exact: true }).fill(daysOn(groupsOf(entry)[0]!.days)[0]!);
  await modal.getByRole("button", { name: ui.trialBooking.submit }).click();
  const completion = page.getByRole("dialog", { name: ui.trialCompletion.title });
  await expect(completion).toBeVisible();
  expect(alerts).toEqual([`${ui.trialBooking.thanks} ${ui.trialCompletion.saved}`]);
  expect(alerts.flatMap(latinWordsOf)).toEqual([]);
  expect(await latinWordsOutsideEnglish(page, completion)).toEqual([]);
});
