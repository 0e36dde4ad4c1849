/**
 * Issue 19's content model in the production build: a paused class, a coach's own role and a sport added in content
 * alone. The shipped content has none of these, so each test serves the built page's data (or a static query's
 * result) with the content edit made in it, and reaches the page by the site's own client-side navigation, which
 * renders from that data with the production bundles: the page is what the build makes of such content.
 * (Draft classes are left out of a live build before any page exists: site-build/gatsby-node/content-type.test.ts and
 * site-routes.test.ts.)
 */
import { similarClasses } from "../src/lib/class-status";
import type { Locator } from "@playwright/test";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { sidewaysOverflow } from "./layout-walk";
import { booking, classes, coaches, trialCallToAction, tryOutClasses, ui } from "./content";
import { editPageData, editStaticQueries, navigateTo as navigate } from "./served-data";
import type { TryOutDialog } from "./pages/try-out-dialog";

interface Node {
  /** A class's slug, or its path where the query asks for that instead. */
  slug?: string;
  path?: string;
  sport?: string | null;
  status?: string | null;
}

type StaticEdits = {
  trialClasses?: (result: { nodes: Node[] }) => void;
  bookingSettings?: (settings: { sports: { id: string; label: string }[] }) => void;
};

/** Opens the try-out form on a class page (loaded, not navigated to: the static queries are the edited ones). */
const openTrialForm = async (tryOut: TryOutDialog, slug: string) => {
  await tryOut.page.goto(`/classes/${slug}`);
  await waitForHydration(tryOut.page);
  await tryOut.open();
  return { sport: tryOut.sport, classField: tryOut.classChoice };
};

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
    await expect(article.getByRole("link", { name: trialCallToAction })).toHaveCount(0);
    await expect(article.getByRole("table")).toHaveCount(0);
    await expect(article.getByRole("link", { name: ui.classCalendar.google })).toHaveCount(0);
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
    // Nor does the timetable offer its calendar, which has no sessions while it is paused.
    await expect(page.locator(`main a[href$="/calendars/${running.slug}.ics"]`)).toHaveCount(2);
    await expect(page.locator(`main a[href$="/calendars/${paused.slug}.ics"]`)).toHaveCount(0);
  });

  test("leaves the try-out form's classes, and so does a sport that only paused classes teach", async ({
    page,
    tryOut,
  }) => {
    // Every class of one sport is paused, and the paused class above, whose sport other classes still teach.
    const gone = booking.sports.find(
      (entry) => entry.id !== paused.sport && tryOutClasses.some((c) => c.sport === entry.id),
    )!;
    const pausedSlugs = [paused.slug, ...tryOutClasses.filter((c) => c.sport === gone.id).map((c) => c.slug)];
    const edits: StaticEdits = { trialClasses: (result) => result.nodes.forEach(pause(pausedSlugs)) };
    await editStaticQueries(page, edits);
    const form = await openTrialForm(tryOut, tryOutClasses.find((c) => !pausedSlugs.includes(c.slug))!.slug);
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
  const role = "מאמנת בדיקה ראשית"; // made-up content, served in place of the shipped
  await editPageData(page, `/coaches/${coach.slug}`, (data) => ((data.coach as { role: string }).role = role));
  await navigate(page, `/coaches/${coach.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(coach.name);
  await expect(page.getByRole("main").getByText(role, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${coach.name}, ${role}`));
});

test("a sport added in content alone is offered by the try-out form with the class that teaches it", async ({
  page,
  tryOut,
}) => {
  const sport = { id: "Parkour", label: "פארקור לבדיקה" }; // made-up content, served in place of the shipped
  const entry = tryOutClasses.find((c) => c.sport)!;
  const edits: StaticEdits = {
    bookingSettings: (settings) => settings.sports.push(sport),
    trialClasses: (result) => {
      result.nodes.find((node) => node.slug === entry.slug)!.sport = sport.id;
    },
  };
  await editStaticQueries(page, edits);
  const form = await openTrialForm(tryOut, tryOutClasses.find((c) => c !== entry)!.slug);
  await expect(form.sport.locator("option", { hasText: sport.label })).toHaveCount(1);
  await form.sport.selectOption(sport.id);
  await expect(form.classField.locator(`option[value="${entry.slug}"]`)).toHaveText(entry.title);
});

/**
 * A coach's photo as the build processed it (issue 45): the picture the browser chose is from /static/, in a modern
 * format (Chromium takes the AVIF), among the sizes of its srcset, no wider than the coach's 480 px.
 */
async function expectProcessedPhoto(photo: Locator, poster: string) {
  await photo.evaluate((img: HTMLImageElement) => img.decode());
  const shown = await photo.evaluate((img: HTMLImageElement) => ({
    chosen: img.currentSrc,
    srcset: img.srcset,
    formats: [...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((source) => source.type),
    width: img.naturalWidth,
  }));
  const name = poster.replace(/\.[^.]+$/, "");
  expect(shown.chosen).toMatch(new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/${name}\\.avif$`));
  expect(shown.srcset).toMatch(/ 120w,\s.* 240w,\s.* 480w$/);
  expect(shown.formats).toEqual(["image/avif", "image/webp"]);
  expect(shown.width).toBeLessThanOrEqual(480);
}

test("a new coach without a video yet shows the photo on the home page's card and on the coach's page, as the build processed it", async ({
  page,
}) => {
  const coach = coaches[0]!;
  // The photo as it was uploaded, in static/videos/coaches/, is never what a visitor downloads.
  const asUploaded: string[] = [];
  page.on("request", (request) => {
    if (/\/videos\/coaches\/[^/]+\.(?:jpe?g|png|webp|avif)$/.test(new URL(request.url()).pathname))
      asUploaded.push(request.url());
  });
  const noVideo = (node: { slug: string; video?: string | null }) => {
    if (node.slug === coach.slug) node.video = null;
  };
  await editPageData(page, "/", (data) => (data.allCoach as { nodes: { slug: string }[] }).nodes.forEach(noVideo));
  await navigate(page, "/");
  const card = page.locator("#coaches article", { has: page.getByRole("heading", { name: coach.name }) });
  await card.scrollIntoViewIfNeeded();
  await expectProcessedPhoto(card.locator("img"), coach.poster);
  await expect(card.locator("video")).toHaveCount(0);
  // The others keep their videos, each with its photo's largest WebP as the poster.
  const other = page.locator("#coaches article").nth(1);
  await other.scrollIntoViewIfNeeded();
  await expect(other.locator("video")).toHaveAttribute("src", new RegExp(`/${coaches[1]!.video}$`));
  const otherName = coaches[1]!.poster.replace(/\.[^.]+$/, "");
  await expect(other.locator("video")).toHaveAttribute(
    "poster",
    new RegExp(`^/static/[0-9a-f]+/[0-9a-f]+/${otherName}\\.webp$`),
  );

  await editPageData(page, `/coaches/${coach.slug}`, (data) => noVideo(data.coach as { slug: string }));
  await navigate(page, `/coaches/${coach.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(coach.name);
  await expect(page.getByRole("main").locator("video")).toHaveCount(0);
  await expectProcessedPhoto(page.getByRole("main").locator("img"), coach.poster);
  expect(asUploaded).toEqual([]);
  await expectNoAxeViolations(page);
});
