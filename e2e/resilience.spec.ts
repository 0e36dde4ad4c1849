import { test, expect, waitForHydration } from "./fixtures";
import { ui } from "./content";
import { ROUTES } from "./routes";
import { SITE_AUTH_HOST } from "./servers";
import { PAGES_THAT_ASK_FIREBASE } from "./route-checks/network";

const UNREACHABLE = new RegExp(
  `booking\\.provider\\.example|googleapis\\.com|gstatic\\.com|firebase|recaptcha|${SITE_AUTH_HOST.replaceAll(".", "\\.")}`,
);

/**
 * The pages that reach the booking provider or Firebase on a first visit: the home page (the provider's frames) and
 * the pages that ask who is signed in. Every other route requests nothing outside the site (pages.spec.ts checks it
 * on each), so that the provider or Firebase being down cannot touch it. Without JavaScript, every route shows its
 * content, navigation and footer: pages.spec.ts too.
 */
const PAGES_THAT_REACH_OUT = ROUTES.filter(({ path }) => path === "/" || PAGES_THAT_ASK_FIREBASE.includes(path));

test("with the booking provider and Firebase unreachable, the pages that use them stay usable and throw nothing", async ({
  page,
  consoleErrors,
}) => {
  await page.route(UNREACHABLE, (request) => request.abort("internetdisconnected"));
  for (const route of PAGES_THAT_REACH_OUT) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      // Reach every lazily created frame and video on the way down.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expect(page.getByRole("contentinfo")).toBeInViewport();
      await page.getByRole("link", { name: ui.header.shop, exact: true }).first().click();
      await expect(page).toHaveURL(/\/shop$/);
    });
  }
  // Requests that could not be made are expected here; anything else (an uncaught error above all) is not.
  const unexpected = consoleErrors.filter((error) => !/Failed to load resource|net::ERR_/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
