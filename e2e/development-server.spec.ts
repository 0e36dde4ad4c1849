/**
 * The development server, as a developer meets it after `npm start`: `gatsby develop` (started by
 * playwright.develop.config.ts, not by the other browser tests' configuration) serves one empty page shell for every
 * route and renders the page in the browser. A few routes of each kind, in one page: none may log an error or a
 * warning (React's hydration warnings among them) or bring up Gatsby's error overlay. And the content editor, which the
 * production build puts on a site of its own, at /admin/content/ (site-build/gatsby-node/develop-editor.ts).
 */
import { test, expect, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";
import { classPages } from "./content";
import { VIEWPORTS } from "./route-visit";
import { GITHUB_STATUS } from "./github-stand-in";
import { editorWord } from "./editor-words";

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

test("gatsby develop serves the content editor, which offers to edit this checkout's content without GitHub", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(SECONDS_PER_ROUTE * 1000);
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // The one address elsewhere that the sign-in page asks: GitHub's status, answered as the stand-in answers it (offline,
  // its failure is the page's only console error). Anything else would be listed.
  const elsewhere: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(GITHUB_STATUS)) {
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ status: { indicator: "none" } }),
      });
    }
    if (url.startsWith(baseURL!)) return route.fallback();
    elsewhere.push(url);
    return route.abort();
  });
  await page.goto("/admin/content/");
  await expect(page.getByRole("button", { name: editorWord("work_with_local_repo") })).toBeVisible({ timeout: 60_000 });
  // The page of changes beside it, as the note after a save leads there.
  const changes = await page.request.get("/admin/content/changes/");
  expect(await changes.text()).toContain("השינויים בדרך לאתר");
  expect(failed).toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
