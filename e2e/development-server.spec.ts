/**
 * The development server, as a developer meets it after `npm start`: `gatsby develop` (started by
 * playwright.develop.config.ts, not by the other browser tests' configuration) serves one empty page shell for every
 * route and renders the page in the browser. A few routes of each kind, in one page: none may log an error or a
 * warning (React's hydration warnings among them) or bring up Gatsby's error overlay.
 */
import { test, expect, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";
import { classPages } from "./content";
import { VIEWPORTS } from "./route-visit";

const PATHS = ["/", `/classes/${classPages[0]!.slug}`, "/schedule", "/admin"];
/**
 * How long one route may take: a page of the development build is megabytes of unminified scripts, and develop runs
 * the page's queries on its first request; on a machine busy with other work the first route took a minute.
 */
const SECONDS_PER_ROUTE = 90;
/** The element Gatsby's development overlay (runtime and build errors) is drawn in. */
const ERROR_OVERLAY = "gatsby-fast-refresh";

const desktop = VIEWPORTS.find((viewport) => viewport.name === "desktop")!;
test.use({ viewport: { width: desktop.width, height: desktop.height } });

test("gatsby develop renders the home page, a class, the timetable and the admin page without an error", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(PATHS.length * SECONDS_PER_ROUTE * 1000);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      const { heading } = ROUTES.find((route) => route.path === path)!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator(ERROR_OVERLAY)).toHaveCount(0);
      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
      expect(warnings, `console warnings on ${path}`).toEqual([]);
    });
  }
});
