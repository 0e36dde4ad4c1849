import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { ui } from "./content";
import { WIDTHS } from "./layout-walk";
import { SignInDialog, dropRefusals, recordAlerts } from "./pages/sign-in-dialog";

const { login, account, loginErrors } = ui;

const dialogOf = (page: Page) => new SignInDialog(page).dialog;
const resetForm = (page: Page) => dialogOf(page).getByRole("form", { name: account.resetTitle });
const emailField = (page: Page) => dialogOf(page).getByRole("textbox", { name: login.emailLabel });
const passwordField = (page: Page) => dialogOf(page).getByPlaceholder(login.passwordPlaceholder);
const button = (page: Page, name: string) => dialogOf(page).getByRole("button", { name, exact: true });

/** Requests to the authentication provider (the Auth emulator's REST API): sign-in, password reset. */
function recordAuthRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/accounts:")) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectAccepted(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("");
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`the sign-in dialog at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("shows one form at a time: forgot-password puts the reset form in its place, back-to-login brings the login back", async ({
      page,
      signIn,
    }) => {
      await signIn.openOn();
      await emailField(page).fill("member@motionlab.example");
      await button(page, account.forgotPassword).click();

      await expect(resetForm(page)).toBeVisible();
      await expect(emailField(page)).toHaveCount(1);
      await expect(emailField(page)).toHaveValue("member@motionlab.example");
      await expect(resetForm(page).getByRole("textbox", { name: account.resetEmail })).toBeFocused();
      await expect(passwordField(page)).toBeHidden();
      await expect(button(page, login.submit)).toHaveCount(0);
      await expect(button(page, account.forgotPassword)).toHaveCount(0);
      await expectNoAxeViolations(page, { include: "dialog" });

      await button(page, account.backToLogin).click();
      await expect(resetForm(page)).toHaveCount(0);
      await expect(emailField(page)).toHaveCount(1);
      await expect(emailField(page)).toBeFocused();
      await expect(passwordField(page)).toBeVisible();
      await expect(button(page, login.submit)).toBeVisible();
      await expect(button(page, account.backToLogin)).toHaveCount(0);
    });

    test("refuses empty and malformed fields in the form, by the field, keeps what was typed, and sends nothing", async ({
      page,
      consoleErrors,
      signIn,
    }) => {
      const alerts = recordAlerts(page);
      const requests = recordAuthRequests(page);
      await signIn.openOn();
      const submit = button(page, login.submit);

      await test.step("both fields empty", async () => {
        await submit.click();
        await expectRefused(emailField(page), loginErrors.missingEmail);
        await expectRefused(passwordField(page), loginErrors.missingPassword);
        await expect(emailField(page)).toBeFocused();
        await expectNoAxeViolations(page, { include: "dialog" });
      });

      await test.step("a malformed address", async () => {
        await signIn.logIn("no-at-sign", "whatever-123");
        await expectRefused(emailField(page), loginErrors.invalidEmail);
        await expectAccepted(passwordField(page));
        await expect(emailField(page)).toHaveValue("no-at-sign");
        await expect(passwordField(page)).toHaveValue("whatever-123");
        await expect(emailField(page)).toBeFocused();
      });

      await test.step("an empty password", async () => {
        await signIn.logIn("member@motionlab.example", "");
        await expectAccepted(emailField(page));
        await expectRefused(passwordField(page), loginErrors.missingPassword);
        await expect(passwordField(page)).toBeFocused();
      });

      await test.step("the reset form, empty and malformed", async () => {
        await button(page, account.forgotPassword).click();
        const resetEmail = resetForm(page).getByRole("textbox", { name: account.resetEmail });
        const send = button(page, account.resetSubmit);
        await resetEmail.fill("");
        await send.click();
        await expectRefused(resetEmail, loginErrors.missingEmail);
        await resetEmail.fill("no-at-sign");
        await send.click();
        await expectRefused(resetEmail, loginErrors.invalidEmail);
        await expect(resetEmail).toHaveValue("no-at-sign");
        await expect(resetEmail).toBeFocused();
        await expect(resetForm(page).getByRole("status")).toHaveText("");
      });

      expect(alerts).toEqual([]);
      expect(requests).toEqual([]);

      // What passes the form's checks is sent, as typed (so the count above could have caught a request).
      await button(page, account.backToLogin).click();
      await signIn.logIn("nobody@motionlab.example", "whatever-123");
      await expect.poll(() => alerts).toEqual([loginErrors.wrongCredentials]);
      expect(requests).toEqual([expect.stringContaining("accounts:signInWithPassword")]);
      dropRefusals(consoleErrors);
    });

    test("says the provider's refusal of a reset in the form, as an alert that stays", async ({
      page,
      consoleErrors,
      signIn,
    }) => {
      await page.route("**/accounts:sendOobCode*", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: 400, message: "TOO_MANY_ATTEMPTS_TRY_LATER" } }),
        }),
      );
      await signIn.openOn();
      await emailField(page).fill("member@motionlab.example");
      await button(page, account.forgotPassword).click();
      await button(page, account.resetSubmit).click();
      await expect(resetForm(page).getByRole("alert")).toHaveText(loginErrors.tooManyRequests);
      await expect(resetForm(page).getByRole("status")).toHaveText("");
      dropRefusals(consoleErrors);
    });
  });
}

/** Whether the element is wholly inside the viewport and is what a finger at its centre would touch. */
const isInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && node.contains(hit);
  });

test("keeps its title and × in view at every width and on short screens, scrolling the form inside", async ({
  page,
  consoleErrors,
  signIn,
}) => {
  test.setTimeout(90_000);
  recordAlerts(page);
  const modal = signIn.dialog;
  const title = modal.getByRole("heading", { name: login.title });
  const close = modal.getByRole("button", { name: ui.page.close });
  const problems: string[] = [];

  /** At every size: the dialog's last control, once focused (scrolled to), is in view, and so are title and ×. */
  async function walkSizes(state: string) {
    for (const width of WIDTHS) {
      for (const height of [568, 640, 800]) {
        await page.setViewportSize({ width, height });
        // Focusing the element that has the focus scrolls nothing: let it go first, as Tab from elsewhere would.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await modal.locator("button:visible").last().focus();
        const hidden = [];
        for (const [name, element] of [
          ["title", title],
          ["×", close],
          ["focused control", modal.locator(":focus")],
        ] as const) {
          if (!(await isInView(element))) hidden.push(name);
        }
        if (hidden.length) problems.push(`${state} at ${width}×${height}: ${hidden.join(", ")} out of view`);
      }
    }
  }

  await signIn.openOn();
  await button(page, login.submit).click();
  await walkSizes("login, both fields refused");
  await signIn.logIn("nobody@motionlab.example", "whatever-123");
  await expect(button(page, login.submit)).toBeEnabled();
  await walkSizes("login, refused by the provider");
  await button(page, account.forgotPassword).click();
  await resetForm(page).getByRole("textbox", { name: account.resetEmail }).fill("");
  await button(page, account.resetSubmit).click();
  await walkSizes("password reset, address refused");
  expect(problems).toEqual([]);
  dropRefusals(consoleErrors);
});
