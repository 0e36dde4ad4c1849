/**
 * Every word in Hebrew, in the states a route visit does not reach (issue 17): the login modal, the try-out modal
 * with its messages, alert and completion step. Each on one representative route; the routes themselves are checked
 * by pages.spec.ts (route-checks/language.ts), the 404 page by routes.spec.ts, the signed-in pages by accounts.spec.ts.
 */
import { test, expect } from "./fixtures";
import { tryOutClasses, ui } from "./content";
import { latinWordsOutsideEnglish } from "./latin-words";
import { daysOn, groupsOf } from "./trial-dates";
import { dropRefusals, recordAlerts } from "./pages/sign-in-dialog";

/** The Latin words of an alert's message, as latinWordsOutsideEnglish finds them on a page. */
const latinWordsOf = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

test("the login modal, its password reset and its error alert are Hebrew", async ({ page, signIn, consoleErrors }) => {
  await signIn.openOn("/shop");
  const modal = signIn.dialog;
  expect(await latinWordsOutsideEnglish(page, modal)).toEqual([]);

  // An address with no account: the provider answers with an error code, the visitor reads a sentence.
  const alerts = recordAlerts(page);
  await signIn.logIn("nobody@motionlab.example", "x");
  await expect.poll(() => alerts.length).toBe(1);
  expect(alerts).toEqual([ui.loginErrors.wrongCredentials]);
  expect(alerts.flatMap(latinWordsOf)).toEqual([]);
  dropRefusals(consoleErrors);

  await modal.getByRole("button", { name: ui.account.forgotPassword }).click();
  await expect(modal.getByRole("form", { name: ui.account.resetTitle })).toBeVisible();
  expect(await latinWordsOutsideEnglish(page, modal)).toEqual([]);
});

test("the try-out modal, its messages, its alert and its completion step are Hebrew", async ({ page, tryOut }) => {
  const entry = tryOutClasses.find((candidate) => groupsOf(candidate).length === 1) ?? tryOutClasses[0]!;
  await tryOut.openOnClassPage(entry.slug);

  // Every field's message at once: the form sent empty.
  await tryOut.name.fill("");
  await tryOut.submit();
  await expect(tryOut.name).toHaveAttribute("aria-invalid", "true");
  expect(await latinWordsOutsideEnglish(page, tryOut.form)).toEqual([]);

  await tryOut.fill({ date: daysOn(groupsOf(entry)[0]!.days)[0]! });
  const alert = await tryOut.send();
  await tryOut.expectCompletion();
  expect(alert).toBe(tryOut.thanks);
  expect(latinWordsOf(alert)).toEqual([]);
  expect(await latinWordsOutsideEnglish(page, tryOut.completion)).toEqual([]);
});
