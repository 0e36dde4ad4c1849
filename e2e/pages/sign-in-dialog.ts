import type { Dialog, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { waitForHydration } from "../hydration";
import { ui } from "../content";

/** The site's sign-in dialog and the header's button that opens it, as a visitor uses them. */
export class SignInDialog {
  readonly dialog: Locator;
  readonly headerButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: ui.login.title });
    this.headerButton = page.getByRole("banner").getByRole("button", { name: ui.accountMenu.signIn });
  }

  get email() {
    return this.dialog.getByPlaceholder(ui.login.emailPlaceholder);
  }
  get password() {
    return this.dialog.getByPlaceholder(ui.login.passwordPlaceholder);
  }
  get submitButton() {
    return this.dialog.getByRole("button", { name: ui.login.submit });
  }

  /** Opens the dialog from the header of the page at hand: on a phone, from its menu. */
  async open() {
    const menuToggle = this.page.getByRole("button", { name: ui.header.menuToggle });
    if (await menuToggle.isVisible()) await menuToggle.click();
    await this.headerButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Goes to `path`, waits for the page to come alive, and opens the dialog from its header. */
  async openOn(path = "/shop") {
    await this.page.goto(path);
    await waitForHydration(this.page);
    await this.open();
  }

  /** Types an e-mail address and a password and sends them. */
  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}

/** Collects window.alert messages, accepting each one (what a visitor's "OK" does). */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** The browser logs the provider's refusal (HTTP 400) as a console error: expected where a test asks for one. */
export const dropRefusals = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((error) => !/status of 400/.test(error)));
