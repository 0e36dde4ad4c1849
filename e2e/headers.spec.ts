/**
 * The headers the Hosting emulator serves with the deployed configuration (firebase.deploy.json): each page's
 * script policy as a response header, the strict policy for every other file, the cross-origin isolation headers
 * (and the provider's new-tab login and frames still working under them), the HTTP Observatory's header rules
 * (scripts/header-rules.ts), and no admin address anywhere in the built site.
 */
import fs from "node:fs";
import path from "node:path";
import { BOOKING_PROVIDER, providerStubHtml, test, expect, waitForHydration } from "./fixtures";
import { PUBLIC, ROOT, metaPolicies, parsePolicy } from "./csp-policy";
import { EDITOR_PUBLIC_DIR } from "../site-build/gatsby-node/post-build/editor-site";
import { classes, site, ui } from "./content";
import { brokenHeaderRules } from "../scripts/header-rules";
import { EDITOR_ORIGIN } from "./servers";
import { watchNotFound } from "./not-found";

const STRICT = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** A class's calendar (e2e/class-calendars.spec.ts checks its type and body). */
const CALENDAR = `/calendars/${classes[0]!.slug}.ics`;

test.describe("the served headers", () => {
  test("every page has its script policy as a header, allowing its own inline scripts", async ({ request }) => {
    for (const [route, file] of [
      ["/", "index.html"],
      [`/classes/${classes[0]!.slug}`, `classes/${classes[0]!.slug}/index.html`],
      ["/shop", "shop/index.html"],
    ] as const) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const header = parsePolicy(response.headers()["content-security-policy"]!);
      expect(header.get("frame-ancestors"), route).toEqual(["'none'"]);
      expect(header.get("script-src"), route).not.toContain("'unsafe-inline'");
      const meta = metaPolicies(fs.readFileSync(path.join(PUBLIC, file), "utf8"))[0]!;
      for (const source of meta.get("script-src")!) expect(header.get("script-src"), route).toContain(source);
      expect(response.headers()["cross-origin-opener-policy"], route).toBe("same-origin");
      expect(response.headers()["cross-origin-resource-policy"], route).toBe("same-origin");
    }
  });

  test("a path that is no page gets the 404 page under the pages' policy, and it shows without a violation", async ({
    page,
    consoleErrors,
  }) => {
    const missing = watchNotFound(page, consoleErrors, "/no-such-page");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    expect(parsePolicy(response!.headers()["content-security-policy"]!).get("default-src")).toEqual(["'self'"]);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A refused script or style would be logged too, and stay.
    await page.waitForLoadState("networkidle");
    missing.forgive();
  });

  test("files that are not pages (SVG, XML, JSON, calendars, scripts) get the strict policy", async ({ request }) => {
    const appData = fs.existsSync(path.join(PUBLIC, "page-data/app-data.json")) ? ["/page-data/app-data.json"] : [];
    for (const file of ["/favicon.svg", "/sitemap-index.xml", "/robots.txt", CALENDAR, ...appData]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-security-policy"], file).toBe(STRICT);
      expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
    }
  });

  test("the content editor's own site has its own policy, for its page and every file", async ({ request }) => {
    const editor = await request.get(`${EDITOR_ORIGIN}/admin/content`);
    expect(editor.status()).toBe(200);
    const policy = editor.headers()["content-security-policy"]!;
    expect(parsePolicy(policy).get("connect-src")).toContain("https://api.github.com");
    for (const address of ["/admin/content/", "/admin/content/index.html", "/admin/content/config.json"]) {
      const response = await request.get(`${EDITOR_ORIGIN}${address}`);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["content-security-policy"], address).toBe(policy);
      expect(response.headers()["x-robots-tag"], address).toContain("noindex");
      // Its sign-in window keeps its opener, to tell the editor the token.
      expect(response.headers()["cross-origin-opener-policy"], address).toBe("same-origin-allow-popups");
    }
    // The editor's site is the editor alone: its root leads to it.
    const root = await request.get(`${EDITOR_ORIGIN}/`, { maxRedirects: 0 });
    expect(root.headers().location).toMatch(/\/admin\/content\/$/);
  });

  test("the public site holds no editor and allows GitHub nothing: its /admin/content/ is a redirect", async ({
    request,
  }) => {
    expect(fs.existsSync(path.join(PUBLIC, "admin/content"))).toBe(false);
    for (const address of ["/admin/content", "/admin/content/"]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(302);
      expect(response.headers().location, address).toBe(`${EDITOR_ORIGIN}/admin/content/`);
    }
    // A path below it leads to the same path on the editor's site.
    const config = await request.get("/admin/content/config.json", { maxRedirects: 0 });
    expect(config.status()).toBe(302);
    expect(config.headers().location).toBe(`${EDITOR_ORIGIN}/admin/content/config.json`);
    const page = await request.get("/");
    expect(page.headers()["content-security-policy"]).not.toContain("api.github.com");
  });

  test("under COOP and CORP, the provider's login opens in a new tab and its frames load", async ({ page }) => {
    // The new tab is another page of the context: it gets the provider's stand-in page too.
    await page
      .context()
      .route(BOOKING_PROVIDER, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: providerStubHtml(route.request().url()) }),
      );
    await page.goto("/user-area");
    await waitForHydration(page);
    const opened = page.context().waitForEvent("page");
    await page.getByRole("main").getByRole("link", { name: ui.userArea.providerNewTab }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(site.bookingProvider.loginUrl);
    // Its own browsing context group: the site's window is out of its reach.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(tab.getByRole("heading", { name: "Booking provider (test page)" })).toBeVisible();
    await tab.close();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.home.trialToggle }).click();
    await expect(page.locator("#about [data-embed-state]")).toHaveAttribute("data-embed-state", "loaded");
    await expect(
      page.frameLocator(`#about iframe`).getByRole("heading", { name: "Booking provider (test page)" }),
    ).toBeVisible();
  });
});

test("every page and file passes the HTTP Observatory's header rules (scripts/header-rules.ts)", async ({
  request,
}) => {
  const served = [
    "/",
    `/classes/${classes[0]!.slug}`,
    "/user-area",
    "/no-such-page",
    "/robots.txt",
    CALENDAR,
    `${EDITOR_ORIGIN}/admin/content/`,
    `${EDITOR_ORIGIN}/admin/content/config.json`,
  ];
  for (const route of served) {
    const response = await request.get(route);
    expect(brokenHeaderRules(response.headers()), route).toEqual([]);
  }
});

test("the built sites hold no admin address, in any file, only digests", () => {
  const addresses = site.adminEmails.flatMap((email) => [email, email.trim().toLowerCase()]);
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });
  const all = [...files(PUBLIC), ...files(path.join(ROOT, EDITOR_PUBLIC_DIR))];
  expect(all.length).toBeGreaterThan(50);
  const leaking = all.filter((file) => {
    const text = fs.readFileSync(file, "utf8").toLowerCase();
    return addresses.some((address) => text.includes(address.toLowerCase()));
  });
  expect(leaking.map((file) => path.relative(ROOT, file))).toEqual([]);
});
