/**
 * The try-out form's blocked dates as the booking tests want them, whatever the studio's content/booking.json says
 * today: the spec's example (src/test-fixtures/content/booking.json: 18, 19, 25 and 26 July 2025), with the page's
 * clock on 10 July 2025. The built site reads its booking settings from a static query's result file; the tests
 * serve that file with the fixture's dates instead of the content's, and keep the content's as the build served them.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

interface BookingSettings {
  blockedDates: string[];
}

export const FIXTURE_BLOCKED_DATES = (
  JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "src", "test-fixtures", "content", "booking.json"), "utf8"),
  ) as BookingSettings
).blockedDates;

/** Serves the fixture's blocked dates to the page from now on; returns the settings the build served (once loaded). */
export async function serveFixtureBlockedDates(page: Page): Promise<() => BookingSettings | undefined> {
  let served: BookingSettings | undefined;
  await page.route("**/page-data/sq/d/*.json", async (route) => {
    const response = await route.fetch();
    const result = (await response.json()) as { data?: { siteTexts?: { bookingSettings?: BookingSettings } } };
    const settings = result.data?.siteTexts?.bookingSettings;
    if (!settings) return route.fulfill({ response });
    served = structuredClone(settings);
    settings.blockedDates = FIXTURE_BLOCKED_DATES;
    return route.fulfill({ response, json: result });
  });
  return () => served;
}
