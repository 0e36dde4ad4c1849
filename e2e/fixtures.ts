import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { SITE_AUTH_HOST, TEST_AUTH_HOST } from "./servers";
import { waitForHydration } from "./hydration";
import { TryOutDialog } from "./pages/try-out-dialog";
import { SignInDialog } from "./pages/sign-in-dialog";

export { waitForHydration };

/** The booking provider's pages (try-out form, login): never reached for real in a test. */
export const BOOKING_PROVIDER = "https://booking.provider.example/**";

/**
 * What the provider's frames show in the tests: a small, accessible local page. Its landmark is named after the
 * page, so axe does not take two frames' landmarks (or the site's own <main>) for duplicates.
 */
export const providerStubHtml = (url: string) => {
  const name = new URL(url).pathname;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Booking provider ${name}</title></head>
<body><main aria-label="Booking provider ${name}"><h1>Booking provider (test page)</h1></main></body></html>`;
};

/**
 * Every browser context sends the site's sign-in requests to the tests' own Auth emulator (servers.ts). The browser
 * still checks them against the page's Content-Security-Policy for the address the site names. A test that routes
 * them too hands them on with route.fallback().
 */
const context = async (
  { context }: { context: BrowserContext },
  provide: (context: BrowserContext) => Promise<void>,
) => {
  await context.route(`http://${SITE_AUTH_HOST}/**`, (route) =>
    route.continue({ url: route.request().url().replace(SITE_AUTH_HOST, TEST_AUTH_HOST) }),
  );
  await provide(context);
};

/**
 * Every page in a test has the booking provider routed to a local page (a test may route it differently: the
 * route added last wins). Every browser test fails when the page logs a console error or throws, whatever else it
 * checks. A test that expects a particular error removes it from `consoleErrors` before it ends.
 */
export const test = base.extend<{ consoleErrors: string[]; tryOut: TryOutDialog; signIn: SignInDialog }>({
  context,
  page: async ({ page }, provide) => {
    await page.route(BOOKING_PROVIDER, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: providerStubHtml(route.request().url()) }),
    );
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  // The page objects of the two dialogs a visitor opens (e2e/pages/): a test asks for the one it uses.
  tryOut: async ({ page }, provide) => provide(new TryOutDialog(page)),
  signIn: async ({ page }, provide) => provide(new SignInDialog(page)),
});

export { expect };

/**
 * Takes out of `consoleErrors` the browser's lines about requests it could not make, for a test that makes them fail
 * on purpose (a provider or a script that cannot be reached); any other error still fails the test.
 */
export const forgetFailedRequests = (consoleErrors: string[]) =>
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/Failed to load resource|net::ERR_/.test(error)),
  );

/**
 * WCAG 2.1 A and AA, the level the Israeli standard (IS 5568) asks for, on the site's own document. The only frames
 * are the booking provider's pages (a local stand-in here), which are not the site's to check: axe runs in the page
 * alone ("legacy mode", no frames), which spares it the default mode's second injection and blank page, and reports
 * the violations only. About three times faster, for the same rules on the same document.
 * `include` narrows it to a part of the page; `rules` runs those rules alone instead of the WCAG set.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ iframes: false, resultTypes: ["violations"] });
  builder = rules
    ? builder.withRules(rules)
    : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe-core violations").toEqual([]);
}

/** Goes to `path` as a click on one of the site's links does: Gatsby's client-side navigation, no new load. */
export async function followLink(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), path);
  await page.waitForURL(`**${path}`);
}

/** The page's layout shifts so far, summed from the buffered entries (0 when there were none). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loads), so that from now on time
 * moves only by page.clock.runFor(): a timing rule is then checked to the millisecond, whatever the machine's load.
 */
export async function freezeClock(page: Page) {
  // The page's clock runs on until it is paused: on a busy machine more than the second ahead may pass between
  // reading it and pausing it, and a pause in the past is refused. Then read it again.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt === 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}
