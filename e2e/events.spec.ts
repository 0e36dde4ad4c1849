/**
 * The events of content/events.json: the build gives pages to those upcoming on its day (today here, or
 * STUDIO_BUILD_DATE as for the build) and drops the past ones. What the tests expect is read from the content with
 * the same rule (src/lib/dated-content.ts), never from the shipped sample event. A past event's page is not built:
 * the post-build pass fails a build whose pages and route list differ, and the route list leaves past events out
 * (src/gatsby/node/site-routes.test.ts).
 */
import type { Page } from "@playwright/test";
import { formatTimeRange } from "../src/content/number-runs";
import { test, expect } from "./fixtures";
import { events, site, ui, type StudioEvent } from "./content";
import { upcomingEvents } from "../src/lib/dated-content";
import { buildDate } from "../src/gatsby/node/build-date";

const UPCOMING = upcomingEvents(events, buildDate());
const PAST = events.filter((event) => !UPCOMING.includes(event));
const texts = ui.events;

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
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data).toMatchObject({
    "@type": "Event",
    name: event.title,
    url: `${site.siteUrl}/events/${event.slug}`,
    startDate: expect.stringMatching(new RegExp(`^${event.date}T${event.start}:00\\+0[23]:00$`)),
    location: { name: site.brand },
  });
}

test("/events lists the upcoming events, the nearest first, each with its page; the header links to it while there is one", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
  const headerLink = page.getByRole("navigation").getByRole("link", { name: texts.headerLink, exact: true });
  const main = page.getByRole("main");
  for (const past of PAST) await expect(main).not.toContainText(past.title);
  if (UPCOMING.length === 0) {
    await expect(main).toContainText(texts.none);
    await expect(headerLink).toHaveCount(0);
    return;
  }
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(UPCOMING.map((event) => event.title));
  await expect(headerLink).toHaveAttribute("href", "/events");
  for (const event of UPCOMING) {
    await page.goto("/events");
    await main.getByRole("link", { name: event.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
    await expectEventPage(page, event);
  }
});

test("the home page shows the next event, linked to its page, and nothing while none is upcoming", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: texts.homeHeading });
  const [next] = UPCOMING;
  if (!next) {
    await expect(section).toHaveCount(0);
    return;
  }
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(next.title);
  await expect(section.getByRole("link", { name: texts.allEvents })).toHaveAttribute("href", "/events");
  await section.getByRole("link", { name: next.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${next.slug}$`));
  await expectEventPage(page, next);
});
