/**
 * Issue 19's content model in the production build: a paused class, a coach's own role and a sport added in content
 * alone. The shipped content has none of these, so each test serves the built page's data (or a static query's
 * result) with the content edit made in it, and reaches the page by the site's own client-side navigation, which
 * renders from that data with the production bundles: the page is what the build makes of such content.
 * (Draft classes are left out of a live build before any page exists: src/gatsby/node/content-type.test.ts and
 * site-routes.test.ts.)
 */
import type { Page } from "@playwright/test";
import { similarClasses } from "../src/lib/class-status";
import { test, expect, expectNoAxeViolations, followLink, waitForHydration } from "./fixtures";
import { sidewaysOverflow } from "./layout-walk";
import { booking, classes, coaches, tryOutClasses, ui } from "./content";

type Data = Record<string, unknown>;
interface Node {
  /** A class's slug, or its path where the query asks for that instead. */
  slug?: string;
  path?: string;
  sport?: string | null;
  status?: string | null;
}

/** Serves the page data of `path` with `edit` made in its query's result. */
async function editPageData(page: Page, path: string, edit: (data: Data) => void) {
  await page.route(`**/page-data${path === "/" ? "/index" : path}/page-data.json`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { data: Data } };
    edit(json.result.data);
    await route.fulfill({ response, json });
  });
}

interface StaticEdits {
  trialClasses?: (result: { nodes: Node[] }) => void;
  bookingSettings?: (settings: { sports: { id: string; label: string }[] }) => void;
}

/** Serves the static query results that hold a key of `edits` with that edit made in them. */
async function editStaticQueries(page: Page, edits: StaticEdits) {
  await page.route("**/page-data/sq/d/*.json", async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data?: Data };
    for (const [key, edit] of Object.entries(edits) as [string, (value: unknown) => void][])
      if (json.data && key in json.data) edit(json.data[key]);
    await route.fulfill({ response, json });
  });
}

const openTrialForm = async (page: Page, from: string) => {
  await page.goto(from);
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /הרשמה לשיעור ניסיון/ })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: "קביעת שיעור ניסיון" });
  await expect(form).toBeVisible();
  return {
    sport: form.getByLabel("סוג אימון", { exact: true }),
    classField: form.getByLabel(ui.trialForm.classLabel, { exact: true }),
  };
};

/** Loads a page, then goes to `path` as a visitor's click on a link does (Gatsby's client-side navigation). */
async function navigate(page: Page, path: string, from = "/faq") {
  await page.goto(from);
  await waitForHydration(page);
  await followLink(page, path);
}

const pause = (slugs: readonly string[]) => (node: Node) => {
  const slug = node.slug ?? node.path?.replace(/^\/classes\//, "");
  if (slug && slugs.includes(slug)) node.status = "paused";
};

// A class that shares its sport with a running class, so that the page has something similar to offer.
const paused = classes.find((entry) => classes.some((other) => other !== entry && other.sport === entry.sport))!;

test.describe("a paused class", () => {
  test("keeps its page, which says it is not running and offers similar running classes instead of a try-out", async ({
    page,
  }) => {
    await editPageData(page, `/classes/${paused.slug}`, (data) => {
      pause([paused.slug])(data.studioClass as Node);
      (data.allStudioClass as { nodes: Node[] }).nodes.forEach(pause([paused.slug]));
    });
    await navigate(page, `/classes/${paused.slug}`);
    const article = page.getByRole("article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(paused.title);
    const notice = page.getByRole("region", { name: ui.pausedClass.heading });
    await expect(notice).toContainText(ui.pausedClass.text);
    const similar = similarClasses({ ...paused, status: "paused" }, classes);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar[0]!.sport).toBe(paused.sport);
    const links = notice.getByRole("list").getByRole("link");
    await expect(links).toHaveText(similar.map((entry) => entry.title));
    for (const [index, entry] of similar.entries())
      await expect(links.nth(index)).toHaveAttribute("href", `/classes/${entry.slug}`);
    await expect(notice.getByRole("link", { name: ui.pausedClass.scheduleLink })).toHaveAttribute("href", "/schedule");
    // No try-out for it and no weekly sessions that are not held.
    await expect(article.getByRole("link", { name: /שיעור ניסיון/ })).toHaveCount(0);
    await expect(article.getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sidewaysOverflow(page), `sideways scroll at ${width}px`).toBe(0);
    }
  });

  test("leaves the timetable", async ({ page }) => {
    await editPageData(page, "/schedule", (data) =>
      (data.allStudioClass as { nodes: Node[] }).nodes.forEach(pause([paused.slug])),
    );
    await navigate(page, "/schedule");
    const running = classes.find((entry) => entry !== paused)!;
    await expect(page.locator(`main a[href="/classes/${running.slug}"]`).first()).toBeVisible();
    await expect(page.locator(`main a[href="/classes/${paused.slug}"]`)).toHaveCount(0);
  });

  test("leaves the try-out form's classes, and so does a sport that only paused classes teach", async ({ page }) => {
    // Every class of one sport is paused, and the paused class above, whose sport other classes still teach.
    const gone = booking.sports.find(
      (entry) => entry.id !== paused.sport && tryOutClasses.some((c) => c.sport === entry.id),
    )!;
    const pausedSlugs = [paused.slug, ...tryOutClasses.filter((c) => c.sport === gone.id).map((c) => c.slug)];
    await editStaticQueries(page, { trialClasses: (result) => result.nodes.forEach(pause(pausedSlugs)) });
    const form = await openTrialForm(
      page,
      `/classes/${tryOutClasses.find((c) => !pausedSlugs.includes(c.slug))!.slug}`,
    );
    const offered = booking.sports.filter((s) =>
      tryOutClasses.some((c) => c.sport === s.id && !pausedSlugs.includes(c.slug)),
    );
    await expect(form.sport.locator("option")).toHaveText(offered.map((s) => s.label));
    await form.sport.selectOption(paused.sport!);
    const sameSport = tryOutClasses.filter((c) => c.sport === paused.sport && c !== paused);
    for (const entry of sameSport)
      await expect(form.classField.locator(`option[value="${entry.slug}"]`)).toHaveCount(1);
    await expect(form.classField.locator(`option[value="${paused.slug}"]`)).toHaveCount(0);
  });
});

test("a coach's own role replaces the position rule on the coach's page", async ({ page }) => {
  const coach = coaches[0]!;
  const role = "מאמנת בדיקה ראשית";
  await editPageData(page, `/coaches/${coach.slug}`, (data) => ((data.coach as { role: string }).role = role));
  await navigate(page, `/coaches/${coach.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(coach.name);
  await expect(page.getByRole("main").getByText(role, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${coach.name}, ${role}`));
});

test("a sport added in content alone is offered by the try-out form with the class that teaches it", async ({
  page,
}) => {
  const sport = { id: "Parkour", label: "פארקור לבדיקה" };
  const entry = tryOutClasses.find((c) => c.sport)!;
  await editStaticQueries(page, {
    bookingSettings: (settings) => settings.sports.push(sport),
    trialClasses: (result) => {
      result.nodes.find((node) => node.slug === entry.slug)!.sport = sport.id;
    },
  });
  const form = await openTrialForm(page, `/classes/${tryOutClasses.find((c) => c !== entry)!.slug}`);
  await expect(form.sport.locator("option", { hasText: sport.label })).toHaveCount(1);
  await form.sport.selectOption(sport.id);
  await expect(form.classField.locator(`option[value="${entry.slug}"]`)).toHaveText(entry.title);
});
