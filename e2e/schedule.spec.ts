import type { Page } from "@playwright/test";
import { HEBREW_WEEKDAYS } from "../src/content/format";
import { formatTimeRange } from "../src/content/number-runs";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { classes, coaches, home, site, ui } from "./content";
import { buildDate } from "../site-build/gatsby-node/build-date";
import { studioClosures } from "../site-build/gatsby-node/calendar/closures";
import { formatDayAndDate } from "../src/lib/dates";

const coachName = new Map(coaches.map((coach) => [coach.slug, coach.name]));
const slots = classes.flatMap((entry) => entry.schedule.map((slot) => ({ ...slot, entry })));
const slotsOf = (menuGroup: string) => slots.filter((slot) => slot.entry.menuGroup === menuGroup);

/** The Hebrew name of a weekday as content/classes/ writes it (the content check keeps it one of the seven). */
const HEBREW_DAY = HEBREW_WEEKDAYS as Record<string, string>;

const dayTable = (page: Page, day: string) => page.getByRole("table", { name: HEBREW_DAY[day], exact: true });
const visibleRows = (page: Page) => page.locator("main tbody tr:visible");
/** The weekdays' headings, one per day of the timetable. */
const dayHeadings = (page: Page) => page.locator('main h2[id^="day-"]');
/** Chooses a filter as a visitor does: by its label (the radio button itself is visually hidden). */
const chooseFilter = (page: Page, label: string) =>
  page.getByRole("group", { name: ui.timetable.show }).getByText(label, { exact: true }).click();

test.describe("the weekly timetable at /schedule", () => {
  test("shows every session of every class under its weekday, with time, class link, group and coaches", async ({
    page,
  }) => {
    // A few checks per session: the time grows with the content (five times today's: 30 s were not enough).
    test.setTimeout(30_000 + slots.length * 300);
    await page.goto("/schedule");
    await expect(page.locator("main tbody tr")).toHaveCount(slots.length);
    for (const slot of slots) {
      const row = dayTable(page, slot.day)
        .getByRole("row")
        .filter({ hasText: formatTimeRange(slot.start, slot.end) })
        .filter({ has: page.getByRole("link", { name: slot.entry.title, exact: true }) });
      await expect(row, `${slot.entry.slug} ${slot.day} ${slot.start}`).toHaveCount(1);
      await expect(row.getByRole("link")).toHaveAttribute("href", `/classes/${slot.entry.slug}`);
      for (const coach of slot.entry.coaches) await expect(row).toContainText(coachName.get(coach)!);
    }
    const days = await dayHeadings(page).allTextContents();
    const order = Object.values(HEBREW_DAY);
    expect(days).toEqual([...days].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  test("filters to each group's sessions and back to the full table", async ({ page }) => {
    await page.goto("/schedule");
    for (const [group, label] of [
      ["kids", ui.timetable.kids],
      ["adults", ui.timetable.adults],
      ["courses", ui.timetable.courses],
      ["open", ui.timetable.open],
    ] as const) {
      await test.step(group, async () => {
        await chooseFilter(page, label);
        await expect(page.getByRole("radio", { name: label, exact: true })).toBeChecked();
        await expect(visibleRows(page)).toHaveCount(slotsOf(group).length);
        const daysWithSessions = new Set(slotsOf(group).map((slot) => HEBREW_DAY[slot.day]));
        await expect(dayHeadings(page).locator("visible=true")).toHaveCount(daysWithSessions.size);
        await chooseFilter(page, ui.timetable.all);
        await expect(visibleRows(page)).toHaveCount(slots.length);
      });
    }
  });

  // The full table's accessibility, at 360 and 1280 px: pages.spec.ts.
  test("filters by keyboard too, and has no accessibility violation filtered", async ({ page }) => {
    await page.goto("/schedule");
    await page.getByRole("radio", { name: ui.timetable.all, exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: ui.timetable.kids, exact: true })).toBeChecked();
    await expect(visibleRows(page)).toHaveCount(slotsOf("kids").length);
    await expectNoAxeViolations(page);
  });

  test("is the full table without JavaScript, and its filter still works", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule");
    await expect(visibleRows(page)).toHaveCount(slots.length);
    await chooseFilter(page, ui.timetable.adults);
    await expect(visibleRows(page)).toHaveCount(slotsOf("adults").length);
    await context.close();
  });

  test("reads on a 360 px phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/schedule");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const row = page.locator("main tbody tr").first();
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  // Every class page's facts link here too: pages.spec.ts (route-checks/class-page.ts).
  test("is linked from the home page's class choice", async ({ page }) => {
    await page.goto("/");
    const chooseClass = page.locator("section", { has: page.getByRole("heading", { name: home.chooseClassHeading }) });
    await chooseClass.getByRole("link", { name: ui.home.scheduleLink }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.schedulePage.title);
  });

  test("lists the days the studio is closed in the coming year: the holidays it chose and the days it named", async ({
    page,
  }) => {
    const closures = studioClosures(site, buildDate());
    expect(closures.length, "content/site.json chooses holidays to close on").toBeGreaterThan(0);
    await page.goto("/schedule");
    const section = page.getByRole("region", { name: ui.schedulePage.closuresHeading });
    await expect(section.getByRole("term")).toHaveText(closures.map((closure) => formatDayAndDate(closure.date)));
    await expect(section.getByRole("definition")).toHaveText(closures.map((closure) => closure.name));
  });
});
