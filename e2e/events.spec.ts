/**
 * The events, on fixture events (src/test-fixtures/content/events.json) whatever content/events/ ships and
 * whatever today's date: the build keeps the events upcoming on its day (src/lib/dated-content.ts; that rule and the
 * route list's are unit-tested) and gives their list to /events and the home page in their page data. The tests
 * serve that data with the fixture's events, or none, and reach the pages by the site's own client-side navigation
 * (served-data.ts), so both states are checked on every run. The header's link to /events comes from a static
 * query that every page's first render already used: it is checked against the build here, and in both states by
 * src/components/Header/Header.test.tsx.
 */
import type { Page } from "@playwright/test";
import { formatTimeRange } from "../src/content/number-runs";
import { upcomingEvents } from "../src/lib/dated-content";
import { buildDate } from "../site-build/gatsby-node/build-date";
import { test, expect, followLink, waitForHydration } from "./fixtures";
import { events, readFixtureContent, site, ui, type StudioEvent } from "./content";
import { editPageData, navigateTo, type QueryData } from "./served-data";
import { TODAY } from "./trial-dates";
import { queriedEvent } from "../src/test-fixtures/events";

const texts = ui.events;
/** The fixture's events as a build on the tests' day lists them: upcoming, the nearest first. */
const FIXTURE_EVENTS = upcomingEvents(readFixtureContent("events"), TODAY);

/** Serves `list` as the upcoming events of the build, to /events and the home page. */
async function serveUpcoming(page: Page, list: readonly StudioEvent[]) {
  for (const path of ["/events", "/"])
    await editPageData(page, path, (data) => (data.upcomingEvents = list.map(queriedEvent)));
}

// The event page's code is in the build only with a page that uses it: an event upcoming on the build's day.
const [BUILT_EVENT] = upcomingEvents(events, buildDate());

const headerLink = (page: Page) =>
  page.getByRole("navigation").getByRole("link", { name: texts.headerLink, exact: true });
const homeSection = (page: Page) => page.getByRole("region", { name: texts.homeHeading });

/** The header links to /events while the build has an upcoming event, and has no such link otherwise. */
async function expectHeaderAsBuilt(page: Page) {
  if (BUILT_EVENT) await expect(headerLink(page)).toHaveAttribute("href", "/events");
  else await expect(headerLink(page)).toHaveCount(0);
}

test.beforeAll(() => {
  expect(FIXTURE_EVENTS.length, "the fixture has two upcoming events to order").toBeGreaterThan(1);
});

test("/events lists the upcoming events, the nearest first, each linked to its page; the home page shows the next", async ({
  page,
}) => {
  await serveUpcoming(page, FIXTURE_EVENTS);
  await navigateTo(page, "/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(FIXTURE_EVENTS.map((event) => event.title));
  for (const event of FIXTURE_EVENTS)
    await expect(main.getByRole("link", { name: event.title, exact: true })).toHaveAttribute(
      "href",
      `/events/${event.slug}`,
    );
  await expect(main).not.toContainText(texts.none);
  await expectHeaderAsBuilt(page);

  await followLink(page, "/");
  const [next] = FIXTURE_EVENTS;
  await expect(homeSection(page).getByRole("heading", { level: 3 })).toHaveText(next!.title);
  await expect(homeSection(page).getByRole("link", { name: next!.title, exact: true })).toHaveAttribute(
    "href",
    `/events/${next!.slug}`,
  );
  await expect(homeSection(page).getByRole("link", { name: texts.allEvents })).toHaveAttribute("href", "/events");
});

test("with no event upcoming, /events says so and the home page shows no event", async ({ page }) => {
  await serveUpcoming(page, []);
  await navigateTo(page, "/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
  await expect(page.getByRole("main")).toContainText(texts.none);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  await followLink(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  await expect(homeSection(page)).toHaveCount(0);
});

/** An event's page: when, for whom, how to register, and a schema.org Event for search engines. */
async function expectEventPage(page: Page, event: StudioEvent) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
  const main = page.getByRole("main");
  await expect(main).toContainText(event.summary);
  await expect(main.locator(`time[datetime="${event.date}"]`)).toBeVisible();
  await expect(main).toContainText(formatTimeRange(event.start, event.end));
  if (event.minAge !== undefined) await expect(main).toContainText(String(event.minAge));
  const register = main.locator("[data-event-register]");
  if (event.registerUrl) {
    await expect(register).toHaveAttribute("href", event.registerUrl);
    await expect(register).toContainText(texts.register);
  } else {
    const href = new URL((await register.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    expect(href.searchParams.get("text")).toContain(event.title);
    await expect(register).toContainText(texts.registerWhatsapp);
  }
  // The head follows a client-side navigation a moment after the page: wait for this event's data.
  const structured = page.locator('script[type="application/ld+json"]');
  await expect
    .poll(async () => JSON.parse((await structured.first().textContent()) ?? "{}") as unknown)
    .toMatchObject({
      "@type": "Event",
      name: event.title,
      url: `${site.siteUrl}/events/${event.slug}`,
      startDate: expect.stringMatching(new RegExp(`^${event.date}T${event.start}:00\\+0[23]:00$`)),
      location: { name: site.brand },
    });
}

test("an event's page says when, for whom and how to register, with its schema.org Event", async ({ page }) => {
  // The event page's code is in the build only while an event is upcoming: content/events/ must keep one.
  expect(
    BUILT_EVENT,
    "content/events/ has an event upcoming on the build's day, so an event page is built",
  ).toBeDefined();
  // Each fixture event is served at its own address, in the page data of the built event page.
  for (const event of FIXTURE_EVENTS)
    await page.route(`**/page-data/events/${event.slug}/page-data.json`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(event.slug, BUILT_EVENT!.slug) });
      const json = (await response.json()) as { path: string; result: { data: QueryData } };
      json.path = `/events/${event.slug}`;
      json.result.data.studioEvent = queriedEvent(event);
      await route.fulfill({ response, json });
    });
  await page.goto("/events");
  await waitForHydration(page);
  for (const event of FIXTURE_EVENTS)
    await test.step(event.registerUrl ? "registration at the provider" : "registration on WhatsApp", async () => {
      await followLink(page, `/events/${event.slug}`);
      await expectEventPage(page, event);
    });
});
