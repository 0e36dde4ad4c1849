/**
 * The development server, as a developer meets it after `npm start`: `gatsby develop` (started by
 * playwright.develop.config.ts, not by the other browser tests' configuration) serves one empty page shell for every
 * route and renders the page in the browser. A few routes of each kind, in one page: none may log an error or a
 * warning (React's hydration warnings among them) or bring up Gatsby's error overlay. And the content editor, which the
 * production build puts on a site of its own, at /admin/content/ (site-build/gatsby-node/develop-editor.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";
import { classPages, contentIn } from "./content";
import { DEVELOP_PORT } from "./servers";
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

/** The project's copy that the development server runs on (scripts/develop-copy.mjs). */
const COPY = path.join(os.tmpdir(), `studio-develop-${DEVELOP_PORT}`);

/** Rewrites a content file of the copy the development server runs on; returns how to put it back. */
function editCopy(file: string, edit: (text: string) => string) {
  const at = path.join(COPY, file);
  const before = fs.readFileSync(at, "utf8");
  fs.writeFileSync(at, edit(before));
  return () => fs.writeFileSync(at, before);
}

test("gatsby develop shows an English twin's change, and keeps the English page when its Hebrew file changes", async ({
  page,
}) => {
  test.setTimeout(3 * SECONDS_PER_ROUTE * 1000);
  const entry = contentIn("en").classPages[0]!;
  const hebrew = classPages.find((candidate) => candidate.slug === entry.slug)!;
  const heading = page.getByRole("heading", { level: 1 });
  const restore: (() => void)[] = [];
  try {
    await page.goto(`/en/classes/${entry.slug}`);
    await waitForHydration(page);
    await expect(heading).toHaveText(entry.title);
    // The twin is no source of Gatsby's: the site's own watcher makes the entry's English anew (watch-twins.ts).
    const englishTitle = `${entry.title} (changed)`;
    restore.push(
      editCopy(`content/classes/${entry.slug}.en.json`, (text) =>
        text.replace(JSON.stringify(entry.title), JSON.stringify(englishTitle)),
      ),
    );
    await expect(heading).toHaveText(englishTitle, { timeout: SECONDS_PER_ROUTE * 1000 });
    // A change of the Hebrew file: Gatsby deletes the file's children, the English ones too, and makes them again.
    // The page is open before the change, as the English one was: develop sends a change to the pages open at the time,
    // and a page still loading when it comes may keep its old data.
    await page.goto(`/classes/${entry.slug}`);
    await waitForHydration(page);
    await expect(heading).toHaveText(hebrew.title);
    const hebrewTitle = `${hebrew.title} (שונה)`;
    restore.push(
      editCopy(`content/classes/${entry.slug}.json`, (text) =>
        text.replace(JSON.stringify(hebrew.title), JSON.stringify(hebrewTitle)),
      ),
    );
    await expect(heading).toHaveText(hebrewTitle, { timeout: SECONDS_PER_ROUTE * 1000 });
    await page.goto(`/en/classes/${entry.slug}`);
    await expect(heading).toHaveText(englishTitle);
  } finally {
    for (const undo of restore.reverse()) undo();
  }
});
