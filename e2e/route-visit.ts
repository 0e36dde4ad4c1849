/**
 * One visit per route and viewport: each route of the site is loaded once at each viewport, with JavaScript and
 * without, and every per-route check (e2e/route-checks/) runs on that one load. The tests that drive it are in
 * e2e/pages.spec.ts; their number does not depend on the content (a new class is one more step, not one more test),
 * and a failure names the route, the viewport and the check.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page, Request, Response } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";
import { contentIn } from "./content";
import { hebrewPath, LANGUAGES, languageOfPath, type Language } from "../src/language/language";
import { isPaused, offersTrial } from "../src/lib/class-status";

/** What kind of page a route is: the home page, a class or course, a coach, an event, or one of the fixed pages. */
export type RouteKind = "home" | "class" | "coach" | "event" | "page";

export interface SiteRoute {
  path: string;
  /** Its page's <h1>. */
  heading: string | RegExp;
  kind: RouteKind;
  language: Language;
}

const kindOf = (route: string): RouteKind => {
  const path = hebrewPath(route);
  if (path === "/") return "home";
  if (path.startsWith("/classes/")) return "class";
  if (path.startsWith("/coaches/")) return "coach";
  if (path.startsWith("/events/")) return "event";
  return "page";
};

/** Every route of the site (e2e/routes.ts), with its kind. */
export const SITE_ROUTES: SiteRoute[] = ROUTES.map((route) => ({
  ...route,
  kind: kindOf(route.path),
  language: languageOfPath(route.path),
}));

/** The routes of some kinds, in the site's order. */
export const routesOf = (...kinds: RouteKind[]) => SITE_ROUTES.filter((route) => kinds.includes(route.kind));

/** The content entry of a class page's route, in the route's language. */
export const classEntryOf = (route: SiteRoute) =>
  contentIn(route.language).classPages.find((entry) => `/classes/${entry.slug}` === hebrewPath(route.path))!;

/**
 * What decides which parts a route's template shows: the home page and each fixed page are templates of their own;
 * a class page shows its sessions, a try-out, a way to join or the paused notice, by its menu group; every coach
 * page and every event page are alike.
 */
function shapeOf(route: SiteRoute): string {
  if (route.kind === "home" || route.kind === "page") return route.path;
  if (route.kind !== "class") return `${route.language},${route.kind}`;
  const entry = classEntryOf(route);
  return [
    route.language,
    "class",
    entry.menuGroup,
    isPaused(entry) ? "paused" : "running",
    offersTrial(entry) ? "try-out" : "join",
  ].join();
}

/** The first route of each shape: every template and every state of a template that the content has, once. */
export const onePerShape = (routes: readonly SiteRoute[]) =>
  routes.filter((route, index) => routes.findIndex((other) => shapeOf(other) === shapeOf(route)) === index);

export interface Viewport {
  name: "phone" | "desktop";
  width: number;
  height: number;
  /**
   * The widths a visit at this viewport also measures for sideways scrolling, by resizing the loaded page (no new
   * load): together the two viewports cover every width the site must hold (e2e/layout-walk.ts, WIDTHS).
   */
  sweep: readonly number[];
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: "phone", width: 360, height: 740, sweep: [320, 360, 390, 414] },
  { name: "desktop", width: 1280, height: 800, sweep: [768, 1024, 1200, 1280, 1366, 1440, 1920] },
];

/**
 * The visit on which the checks of what is the same at every width (search tags, fonts, the footer's facts, a class
 * page's links) run, once per route: the phone's.
 */
export const oncePerRoute = ({ viewport }: { viewport: Viewport }) => viewport.name === "phone";

/**
 * When in the visit a check runs:
 * - "first-screen": the page has loaded (its load event) and hydrated; nothing has scrolled yet;
 * - "whole-page": the visit has scrolled down through the whole page (so everything loaded lazily is there) and
 *   waited for the network again;
 * - "interaction": last, for checks that open or change something (each leaves the page as it found it, or at
 *   least does not depend on what the others leave).
 */
export type Phase = "first-screen" | "whole-page" | "interaction";
const PHASES: readonly Phase[] = ["first-screen", "whole-page", "interaction"];

/** Where a visit is: which route, at which viewport, with or without JavaScript. */
export interface VisitTarget {
  route: SiteRoute;
  viewport: Viewport;
  javaScript: boolean;
}

/** What a check gets: the page of one visit, and what the visit recorded. */
export interface Visit extends VisitTarget {
  page: Page;
  /** The response to the page's own request (its status and headers). */
  response: Response;
  /** The address of every request the page has made so far (with JavaScript only). */
  requests: readonly string[];
  /** The text of every script the page has loaded so far. */
  scripts(): Promise<string[]>;
  /** The Content-Security-Policy violations the page reported so far. */
  cspViolations(): Promise<{ directive: string; blocked: string }[]>;
  /**
   * The sum of the page's layout shifts from its first byte until the visit began to scroll, after the first-screen
   * checks (its Cumulative Layout Shift while it loads and hydrates); known from the "whole-page" phase on.
   */
  loadLayoutShift: number;
}

/**
 * One per-route check. To add one: write it in a file of e2e/route-checks/ (or add it to the file of its topic) and
 * list it in e2e/route-checks/index.ts. It runs on every route and viewport unless `mode` and `only` say otherwise.
 */
export interface RouteCheck {
  /** What it checks, as a failure names it ("the canonical address and sharing tags"). */
  name: string;
  /** Visits with JavaScript (the default), without, or both. */
  mode?: "javascript" | "no-javascript" | "both";
  /** When in the visit it runs (see Phase); "first-screen" when left out. */
  phase?: Phase;
  /** Runs only on the visits for which this says true (a kind of route, a viewport); on every one when left out. */
  only?: (target: VisitTarget) => boolean;
  /** The languages of the routes it runs on; both when left out (a check reads its words from contentIn(language)). */
  languages?: readonly Language[];
  run(visit: Visit): Promise<void>;
}

const appliesTo = (check: RouteCheck, target: VisitTarget) => {
  const mode = check.mode ?? "javascript";
  const modeFits = mode === "both" || (mode === "javascript") === target.javaScript;
  const languageFits = (check.languages ?? LANGUAGES).includes(target.route.language);
  return modeFits && languageFits && (check.only?.(target) ?? true);
};

interface Recorder {
  requests: string[];
  /** The requests sent and not yet answered or failed. */
  pending: Set<Request>;
  scripts: Promise<string>[];
}

declare global {
  interface Window {
    routeVisit: { cspViolations: { directive: string; blocked: string }[]; layoutShift: number };
  }
}

/** From the page's first byte: its policy violations and its layout shifts (Playwright's own script is exempt). */
async function recordFromFirstByte(page: Page) {
  await page.addInitScript(() => {
    window.routeVisit = { cspViolations: [], layoutShift: 0 };
    document.addEventListener("securitypolicyviolation", (event) =>
      window.routeVisit.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.routeVisit.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Scrolls down through the page one screen at a time, as a reader does, so that every lazy part is created, then
 * waits for what that asked the network for (pictures, videos' first bytes, the code of the parts that hydrate in view).
 */
async function scrollThrough(page: Page, recorder: Recorder) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight * 0.8) {
      window.scrollTo({ top, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frame();
  });
  await expect
    .poll(() => recorder.pending.size, { message: "requests still running after the scroll", timeout: 20_000 })
    .toBe(0);
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
/** The first lines of an error's message, without colours: enough to say what failed. */
const summary = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(ANSI, "").split("\n").slice(0, 12).join("\n    ");

/** Loads one route and runs the checks that apply to it; returns the failures, each naming its check. */
async function visitRoute(page: Page, recorder: Recorder, target: VisitTarget, checks: readonly RouteCheck[]) {
  recorder.requests.length = 0;
  recorder.pending.clear();
  recorder.scripts.length = 0;
  const response = await page.goto(target.route.path);
  if (!response) throw new Error(`${target.route.path}: no response`);
  if (target.javaScript) await waitForHydration(page);
  const visit: Visit = {
    ...target,
    page,
    response,
    requests: recorder.requests,
    scripts: () => Promise.all(recorder.scripts),
    cspViolations: () => page.evaluate(() => window.routeVisit?.cspViolations ?? []),
    loadLayoutShift: Number.NaN,
  };
  const failures: string[] = [];
  for (const phase of PHASES) {
    const due = checks.filter((check) => (check.phase ?? "first-screen") === phase && appliesTo(check, target));
    if (!due.length) continue;
    if (phase === "whole-page") {
      if (target.javaScript) visit.loadLayoutShift = await page.evaluate(() => window.routeVisit.layoutShift);
      await scrollThrough(page, recorder);
    }
    for (const check of due) {
      try {
        await test.step(check.name, () => check.run(visit), { box: true });
      } catch (error) {
        failures.push(`${check.name}: ${summary(error)}`);
      }
    }
  }
  return failures;
}

/**
 * Visits each route at one viewport, with or without JavaScript (as the test's page is set up with
 * `test.use({ javaScriptEnabled })`, which `javaScript` repeats), and runs every check that applies. Each route is a step of the test; the test fails at the end, listing every route and check that
 * failed, and the console errors of each route (the consoleErrors fixture would not say which route logged them).
 */
export async function visitEach(
  { page, consoleErrors }: { page: Page; consoleErrors: string[] },
  {
    routes,
    viewport,
    javaScript,
    checks,
  }: {
    routes: readonly SiteRoute[];
    viewport: Viewport;
    javaScript: boolean;
    checks: readonly RouteCheck[];
  },
) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const recorder: Recorder = { requests: [], pending: new Set(), scripts: [] };
  page.on("request", (request) => {
    recorder.requests.push(request.url());
    recorder.pending.add(request);
  });
  page.on("requestfinished", (request) => recorder.pending.delete(request));
  page.on("requestfailed", (request) => recorder.pending.delete(request));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") recorder.scripts.push(response.text().catch(() => ""));
  });
  await recordFromFirstByte(page);

  const failures: string[] = [];
  const failedPages = new Set<string>();
  for (const route of routes) {
    const logged = consoleErrors.length;
    const before = failures.length;
    const name = `${route.path} at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript`;
    try {
      const found = await test.step(name, () => visitRoute(page, recorder, { route, viewport, javaScript }, checks));
      failures.push(...found.map((failure) => `${name}: ${failure}`));
    } catch (error) {
      failures.push(`${name}: ${summary(error)}`);
    }
    const errors = consoleErrors.splice(logged);
    if (errors.length) failures.push(`${name}: console errors: ${errors.join(" | ")}`);
    if (failures.length > before) failedPages.add(route.path);
  }
  recordFailedPages(failedPages);
  expect(failures, "the routes and checks that failed").toEqual([]);
}

/**
 * Where the pipeline finds the pages that failed a per-route check, a path a line (the test workers append to it):
 * a change to content alone that no content rule refuses, but a page does, is named to the owner by its page
 * (scripts/ci/change-status-comment.ts). Playwright empties its output folder at each run.
 */
export const FAILED_PAGES_FILE = "test-results/playwright/failed-pages.txt";

function recordFailedPages(pages: Set<string>) {
  if (pages.size === 0) return;
  fs.mkdirSync(path.dirname(FAILED_PAGES_FILE), { recursive: true });
  fs.appendFileSync(FAILED_PAGES_FILE, [...pages].map((page) => `${page}\n`).join(""));
}
