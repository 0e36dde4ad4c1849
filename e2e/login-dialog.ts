import type { Dialog, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import { ui } from "./content";

/** The login dialog, and the header's button that opens it. */
export const loginModal = (page: Page) => page.getByRole("dialog", { name: ui.login.title });
export const signInButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: ui.accountMenu.signIn });

/** Collects window.alert messages, accepting each one (what a visitor's "OK" does). */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Opens the login dialog from the header: on a phone, from its menu. */
export async function openLogin(page: Page, path = "/shop") {
  await page.goto(path);
  await waitForHydration(page);
  const menuToggle = page.getByRole("button", { name: ui.header.menuToggle });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await signInButton(page).click();
  await expect(loginModal(page)).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  const modal = loginModal(page);
  await modal.getByPlaceholder(ui.login.emailPlaceholder).fill(email);
  await modal.getByPlaceholder(ui.login.passwordPlaceholder).fill(password);
  await modal.getByRole("button", { name: ui.login.submit }).click();
}

/** The browser logs the provider's refusal (HTTP 400) as a console error: expected where a test asks for one. */
export const dropRefusals = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((error) => !/status of 400/.test(error)));
