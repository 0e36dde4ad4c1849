import { test, expect, waitForHydration } from "./fixtures";
import { PAGES, report, walkHome, walkPages, walkTrialModal, type Overflow } from "./layout-walk";

// Signed in as a member and as an admin: the same walk, in e2e/accounts.spec.ts (it owns the Auth emulator's users).
test.describe("no sideways scrolling from 320 to 1920 px, signed out", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the home page with each menu, the try-out panel and the login modal open", async ({ page }) => {
    const results: Overflow[] = [];
    await page.goto("/");
    await waitForHydration(page);
    await walkHome(page, results, { signedIn: false });
    expect(report("signed-out", results)).toEqual([]);
  });

  test("a class page with the try-out modal open", async ({ page }) => {
    const results: Overflow[] = [];
    await page.goto(PAGES[0]!);
    await waitForHydration(page);
    await walkTrialModal(page, results);
    expect(report("signed-out", results)).toEqual([]);
  });

  test("the other pages", async ({ page }) => {
    const results: Overflow[] = [];
    await walkPages(page, PAGES, results);
    expect(report("signed-out", results)).toEqual([]);
  });
});
