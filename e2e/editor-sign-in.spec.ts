import type { Page } from "@playwright/test";
import { withSignInRelay } from "../site-build/content/editor-config";
import { EDITOR, collectionLabel, shot, standInFor } from "./content-editor-helpers";
import { GITHUB_API } from "./github-stand-in";
import { EDITOR_ORIGIN } from "./servers";
import { PENDING_CHANGES_URL } from "../src/lib/site-status";
import { CLIENT_ID, ISSUED_TOKEN, RELAY_URL, startSignInServers } from "./sign-in-servers";
import { test, expect } from "./fixtures";
import { EDITOR_WORDS, editorWord, editorWords } from "./editor-words";

/**
 * Issue 36: the owner signs in to the content editor with GitHub's button alone, through the project's own relay
 * (functions/relay.js), on the editor's own origin; no script of the public site can read the token. Offline: the
 * relay and a stand-in for GitHub's OAuth pages run here (sign-in-servers.ts), the GitHub API is the stand-in of
 * github-stand-in.ts. The build's editor signs in with a token (no EDITOR_SIGN_IN_URL in a test build): its
 * configuration is served as the build writes it with the relay's address (withSignInRelay). Screenshots go to
 * EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const CONFIG = `${EDITOR_ORIGIN}/admin/content/config.json`;
/** "כניסה עם GitHub", the service's name isolated by the editor. */
const GITHUB_BUTTON = { name: editorWords("sign_in_with_x", { service: "GitHub" }) };

// One relay and one stand-in on fixed ports: the tests of this file run one after another.
test.describe.configure({ mode: "serial" });
let servers: Awaited<ReturnType<typeof startSignInServers>>;
test.beforeAll(async () => {
  servers = await startSignInServers();
});
test.afterAll(async () => {
  await servers.stop();
});
test.beforeEach(() => {
  servers.requests.authorize.length = 0;
  servers.requests.token.length = 0;
  servers.requests.refuse = false;
});

/** Serves the editor's configuration with the relay's address, as a build with EDITOR_SIGN_IN_URL writes it. */
async function configureRelay(page: Page) {
  await page.route(
    (url) => url.href.startsWith(CONFIG),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: withSignInRelay(await response.json(), RELAY_URL) });
    },
  );
}

/**
 * For the guide's pictures, the sign-in form as the owner sees it on the editor's https site: the editor offers "עבודה
 * עם עותק במחשב הזה" (a folder on this computer) on a local address alone, as the tests' 127.0.0.1 is.
 */
const asOnItsOwnSite = (page: Page) =>
  page.evaluate((localLabel) => {
    const local = [...document.querySelectorAll("button")].find((button) => button.innerText.includes(localLabel));
    for (let node: Element | null = local ?? null; node && !/GitHub/.test(node.textContent ?? "");) {
      (node as HTMLElement).style.display = "none";
      node = node.nextElementSibling;
    }
  }, editorWord("work_with_local_repo"));

/** Everything a script of the page's origin can read: its storage, its cookies and its IndexedDB's records. */
const readableStorage = (page: Page) =>
  page.evaluate(async () => {
    const records: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store).objectStore(store).getAll();
        records.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
      }
      db.close();
    }
    return JSON.stringify({
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      cookies: document.cookie,
      records,
    });
  });

/**
 * GitHub's window, once it has closed itself. It may close before the test could listen for its "close" event (on a
 * busy machine it did, and the wait never ended), so the window's state is polled instead.
 */
async function closedByItself(popup: Promise<Page>) {
  const window = await popup;
  await expect.poll(() => window.isClosed(), { timeout: 60_000 }).toBe(true);
}

test("the owner signs in with GitHub's button through the relay, and the editor lists the site's forms", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { github, elsewhere } = await standInFor(page);
  await configureRelay(page);
  const tokens: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(GITHUB_API)) tokens.push(request.headers().authorization ?? "");
  });
  await page.goto(EDITOR);
  const signIn = page.getByRole("button", GITHUB_BUTTON);
  await expect(signIn).toBeVisible();
  // No token to make: the only way in is GitHub's.
  await expect(page.getByRole("button", { name: EDITOR_WORDS.signInWithToken })).toHaveCount(0);
  if (SHOTS) await asOnItsOwnSite(page);
  await shot(page, "sign-in-github", SHOTS);
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, "sign-in-github-360", SHOTS);
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const popup = page.waitForEvent("popup");
  const started = Date.now();
  await signIn.click();
  await closedByItself(popup);
  const signedIn = Date.now() - started;
  await expect(page.getByText(collectionLabel("classes"), { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  test.info().annotations.push({
    type: "timing",
    description: `signed in ${signedIn} ms after the click, forms listed ${Date.now() - started} ms after it`,
  });
  await shot(page, "signed-in", SHOTS);

  // GitHub was asked once, for this app and the least scope (public_repo, though the editor asks for repo), and the
  // code was traded with its secret.
  expect(servers.requests.authorize).toEqual([
    { client_id: CLIENT_ID, scope: "public_repo", state: expect.stringMatching(/^[0-9a-f]{32}$/) },
  ]);
  expect(servers.requests.token).toEqual([
    { client_id: CLIENT_ID, client_secret: "stand-in-secret", code: "stand-in-code" },
  ]);
  // The editor reads the repository with the token the relay handed it, and nothing else.
  expect(tokens.length).toBeGreaterThan(0);
  expect(new Set(tokens.map((header) => header.split(" ").pop()))).toEqual(new Set([ISSUED_TOKEN]));
  expect(github.unknown).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("when the owner says no on GitHub's page, the editor says so and stays signed out", async ({
  page,
  consoleErrors,
}) => {
  const { github } = await standInFor(page);
  await configureRelay(page);
  servers.requests.refuse = true;
  await page.goto(EDITOR);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", GITHUB_BUTTON).click();
  await closedByItself(popup);
  await expect(page.getByRole("alert")).toContainText(editorWord("sign_in_error.AUTH_CODE_REQUEST_FAILED"));
  await expect(page.getByRole("button", GITHUB_BUTTON)).toBeVisible();
  expect(servers.requests.authorize).toHaveLength(1);
  expect(servers.requests.token).toEqual([]);
  expect(github.commits).toEqual([]);
  // The editor logs the refusal it shows; nothing else may be logged.
  const refusal = new RegExp(`Authentication failed .*${editorWord("sign_in_error.AUTH_CODE_REQUEST_FAILED")}`);
  expect(consoleErrors.filter((error) => refusal.test(error))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refusal.test(error)));
});

test("the editor's token stays in the editor's origin: a script on a public page cannot read it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await standInFor(page);
  await configureRelay(page);
  await page.goto(EDITOR);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", GITHUB_BUTTON).click();
  await closedByItself(popup);
  await expect(page.getByText(collectionLabel("classes"), { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  // Where the editor keeps it: its own origin's storage.
  expect(await readableStorage(page)).toContain(ISSUED_TOKEN);

  // A page of the public site in the same browser, and whatever its scripts can reach.
  const site = await page.context().newPage();
  await site.goto(`${baseURL}/`);
  expect(new URL(site.url()).origin).not.toBe(EDITOR_ORIGIN);
  const readable = await readableStorage(site);
  expect(readable).not.toContain(ISSUED_TOKEN);
  expect(readable).not.toContain("gho_");
});

test("a window at another origin that opens the relay is told nothing, though GitHub approves", async ({ page }) => {
  // Any page of another origin (one without the public site's opener policy, which would cut the window off anyway)
  // opens the relay as the editor would, naming the editor's host, and listens.
  const other = "https://other.example";
  await page.route(`${other}/`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" }),
  );
  await page.goto(`${other}/`);
  await page.evaluate(() => {
    (window as unknown as { heard: string[] }).heard = [];
    window.addEventListener("message", ({ data }) =>
      (window as unknown as { heard: string[] }).heard.push(String(data)),
    );
  });
  const popup = page.waitForEvent("popup");
  await page.evaluate(
    (relay) => window.open(`${relay}/auth?provider=github&site_id=127.0.0.1&scope=repo`, "auth"),
    RELAY_URL,
  );
  const relayWindow = await popup;
  await relayWindow.waitForURL(`${RELAY_URL}/callback?**`);
  await relayWindow.waitForLoadState("load");
  expect(await relayWindow.evaluate(() => !!window.opener)).toBe(true);
  expect(servers.requests.token).toHaveLength(1);
  // Messages from one window to another arrive in the order they were posted: once a message the relay's window posts
  // now has arrived, any that its page posted before would have too.
  await relayWindow.evaluate(() => window.opener.postMessage("after the relay", "*"));
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await expect.poll(heard).toContain("after the relay");
  expect(await heard()).toEqual(["after the relay"]);
});

test("the public site's /admin/content/ leads to the editor's own site", async ({ page, request, baseURL }) => {
  const response = await request.get("/admin/content/", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${EDITOR_ORIGIN}/admin/content/`);
  // /admin's link to the page of changes leads to that page on the editor's site.
  const changes = await request.get(PENDING_CHANGES_URL, { maxRedirects: 0 });
  // Hosting drops a trailing slash (trailingSlash: false); the editor's site serves the page either way.
  expect(changes.headers().location).toBe(`${EDITOR_ORIGIN}${PENDING_CHANGES_URL.replace(/\/$/, "")}`);
  // A link of /admin to a file's form keeps its form across the redirect.
  await standInFor(page, [baseURL!]);
  await page.goto("/admin/content/#/collections/classes");
  await expect(page).toHaveURL(`${EDITOR}#/collections/classes`);
  await expect(page.getByRole("button", { name: EDITOR_WORDS.signInWithToken })).toBeVisible();
  // The build's editor, with no relay configured, offers no GitHub button that would fail.
  await expect(page.getByRole("button", GITHUB_BUTTON)).toHaveCount(0);
});
