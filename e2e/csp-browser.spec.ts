/**
 * The policy in a browser, as visitors get it: pages served by the Firebase Hosting emulator with firebase.json's
 * headers and the build's meta policies. Every page runs and hydrates without a violation; a script or an event
 * handler slipped into a page does not run.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { site, ui } from "./content";

declare global {
  interface Window {
    cspViolations: { directive: string; blocked: string }[];
    injectedScriptRan?: boolean;
    injectedHandlerRan?: boolean;
  }
}

/** Records every securitypolicyviolation of the page from its first byte (Playwright's own script is exempt). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => window.cspViolations);
}

test.describe("under the Hosting emulator's headers and each page's policy", () => {
  // Every route loads, hydrates and scrolls through with no violation: pages.spec.ts (route-checks/security.ts).
  test("a script and an event handler injected into a copy of a page do not run", async ({ page, consoleErrors }) => {
    const violations = await recordViolations(page);
    const injected =
      "<script>window.injectedScriptRan = true</script>" +
      '<img alt="" src="data:image/png;base64,broken" onerror="window.injectedHandlerRan = true">';
    // The page as the emulator serves it, headers included, with the injection added to its body.
    await page.route("**/shop", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", `${injected}</body>`);
      await route.fulfill({ response, body: html });
    });
    await page.goto("/shop");
    await waitForHydration(page);
    await expect.poll(violations).toEqual(
      expect.arrayContaining([
        { directive: "script-src-elem", blocked: "inline" },
        { directive: "script-src-attr", blocked: "inline" },
      ]),
    );
    expect(await page.evaluate(() => [window.injectedScriptRan, window.injectedHandlerRan])).toEqual([
      undefined,
      undefined,
    ]);
    // The page's own inline scripts still ran: it hydrated and navigates on the client.
    await page.getByRole("link", { name: site.brand }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The browser reports each refusal on the console, once for each policy that refuses it (the header and the
    // page's meta policy): those are the point of this test.
    const refusals = consoleErrors.filter((error) => /Content Security Policy/.test(error));
    expect(refusals.filter((error) => /Executing inline script/.test(error))).toHaveLength(2);
    expect(refusals.filter((error) => /Executing inline event handler/.test(error))).toHaveLength(2);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusals.includes(error)));
  });

  test("the paid try-out form's frame may use the browser's payment sheet, the provider's other pages may not", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.home.trialToggle }).click();
    await page.locator("#user-login").scrollIntoViewIfNeeded();
    const frame = (url: string) => page.frame({ url })!;
    await expect.poll(() => !!page.frame({ url: site.bookingProvider.trialFormUrl })).toBe(true);
    await expect.poll(() => !!page.frame({ url: site.bookingProvider.loginUrl })).toBe(true);
    const allowsPayment = () =>
      (document as Document & { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature(
        "payment",
      );
    expect(await frame(site.bookingProvider.trialFormUrl).evaluate(allowsPayment)).toBe(true);
    expect(await frame(site.bookingProvider.loginUrl).evaluate(allowsPayment)).toBe(false);
  });
});
