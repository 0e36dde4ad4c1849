import { test, expect, waitForHydration } from "./fixtures";
import { classes } from "./content";
import { report, walkHome, walkTrialModal, type Overflow } from "./layout-walk";

// Every route, closed, at every width: pages.spec.ts. Signed in, the header and the pages that change: in
// e2e/accounts.spec.ts (it owns the Auth emulator's users).
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
    await page.goto(`/classes/${classes[0]!.slug}`);
    await waitForHydration(page);
    await walkTrialModal(page, results);
    expect(report("signed-out", results)).toEqual([]);
  });
});
