import { FIXED_TERMS } from "../site-build/content/term-rules";
import { test, expect, waitForHydration } from "./fixtures";
import { booking, classes, events, site, ui } from "./content";

/**
 * Issues 37 and 46: content that holds together, as a parent reads it. Kids' circus is the page of the first
 * specification's address, /classes/capoeira-kids, under a sport of its own; one word for each thing on the pages; the
 * accessibility statement says the site meets the standard in part and what the premises arrange; an event says what
 * it costs.
 */
const circus = classes.find((entry) => entry.slug === "capoeira-kids")!;

test("the spec's address of kids' circus is its page, with no redirect, and its try-out is for circus", async ({
  page,
  tryOut,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto("/classes/capoeira-kids");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(circus.title);
  await waitForHydration(page);
  await tryOut.open();
  const circusSport = booking.sports.find((sport) => sport.id === circus.sport)!;
  await expect(tryOut.sport.locator("option:checked")).toHaveText(circusSport.label);
  expect(circusSport.label).toBe("קרקס");
});

test("the pages write each fixed term one way", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/", "/faq", "/privacy", "/terms", "/user-area", "/accessibility", `/classes/${circus.slug}`]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    for (const { other } of FIXED_TERMS) expect(text, `${path} writes ${other}`).not.toMatch(other);
  }
});

test("the accessibility statement says the site meets the standard in part, and what the premises arrange", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/accessibility");
  const main = page.getByRole("main");
  await expect(main).toContainText("עומד בחלקו");
  await expect(main).toContainText(`${ui.accessibilityPage.serviceArrangements} ${site.premises.serviceArrangements}`);
});

test("every event says what it costs", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const event of events) {
    await page.goto(`/events/${event.slug}`);
    const price = page.getByRole("main").locator("dt", { hasText: ui.events.priceLabel });
    await expect(price).toHaveCount(1);
    if (event.priceNote) await expect(price.locator("xpath=following-sibling::dd")).toHaveText(event.priceNote);
  }
});
