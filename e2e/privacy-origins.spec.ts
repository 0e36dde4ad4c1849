import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { tryOutClasses, ui } from "./content";
import { namesForHosts } from "./privacy-notice";
import { TEST_TIME, daysOn, groupsOf } from "./trial-dates";
import { dropRefusals, recordAlerts } from "./pages/sign-in-dialog";

/** Where the developers find each name under which the site keeps something in the browser. */
const BROWSER_STORAGE_DOC = "docs/browser-storage.md";

/** The addresses the page requests (its frames' included). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** What the site keeps in this browser: localStorage and sessionStorage keys, IndexedDB databases. */
const storedNames = (page: Page) =>
  page.evaluate(async () => [
    ...Object.keys(localStorage),
    // Gatsby keeps each page's scroll position as "@@scroll|/path|key".
    ...Object.keys(sessionStorage).map((key) => key.split("|")[0]!),
    ...(await indexedDB.databases()).map((database) => database.name ?? ""),
  ]);

/**
 * The privacy notice must name every place the site's pages make the browser contact, and the developers' docs every
 * name under which it keeps something in the browser (the notice says what in words a parent reads). Each route's first visit is checked so in e2e/pages.spec.ts
 * (route-checks/network.ts); this follows what only a visitor's clicks reach: the provider's frames, a try-out
 * request, a sign-in.
 */
test("the privacy notice names every origin the pages contact and every name they keep in the browser", async ({
  page,
  tryOut,
  signIn,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000); // three pages, the provider's frames, a try-out request and a sign-in
  const requests = recordRequests(page);
  await page.clock.install({ time: new Date(TEST_TIME) });

  // The home page's try-out panel and personal area open the booking provider's frames.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: ui.home.trialToggle }).click();
  await page.locator("#user-login").scrollIntoViewIfNeeded();
  await expect(page.locator("iframe")).toHaveCount(2);

  // A try-out request kept in the browser.
  const entry = tryOutClasses.find((candidate) => groupsOf(candidate).length === 1)!;
  await page.goto(`/classes/${entry.slug}`);
  await waitForHydration(page);
  await tryOut.open();
  await tryOut.fill({ date: daysOn(groupsOf(entry)[0]!.days)[0]! });
  await tryOut.send();
  await tryOut.expectCompletion();

  // A sign-in attempt reaches the authentication service (refused: no such user, which is all this needs).
  await page.keyboard.press("Escape");
  await signIn.open();
  // Accepted as it opens: an alert left open holds up the click that caused it.
  const alerts = recordAlerts(page);
  await signIn.logIn("nobody@motionlab.example", "not-a-password-1");
  await expect.poll(() => alerts.length).toBe(1);
  dropRefusals(consoleErrors);

  const stored = await storedNames(page);
  await page.goto("/privacy");
  const notice = (await page.getByRole("main").textContent()) ?? "";

  const contacted = namesForHosts(requests, new URL(baseURL!).host);
  expect(contacted.length, "the journey reached the booking provider and the sign-in service").toBeGreaterThan(2);
  for (const host of contacted) expect(notice, `the notice names ${host}`).toContain(host);
  expect(stored).toEqual(expect.arrayContaining(["trialBookings", "firebaseLocalStorageDb"]));
  // The notice says in words what is kept, for parents; the names themselves are the developers' (docs/).
  const developers = fs.readFileSync(path.join(__dirname, "..", BROWSER_STORAGE_DOC), "utf8");
  for (const name of new Set(stored)) {
    expect(developers, `${BROWSER_STORAGE_DOC} names ${name}`).toContain(name);
    expect(notice, `the notice leaves the technical name ${name} to the developers`).not.toContain(name);
  }
});
