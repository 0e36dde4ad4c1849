/**
 * Issue 46: comparing on one page, and courses with dates. A course's page and the timetable say when its coming
 * cycles run (from content/classes/'s `cycles`, without the days the studio is closed), and the timetable writes each
 * session's price as the class page does. What they expect is made from content by the site's own functions.
 */
import { formatPrice } from "../src/content/format";
import { runsFrom, cycleRunTexts } from "../src/lib/course-cycles";
import { ageGroupName } from "../src/lib/schedule";
import { fillTemplate } from "../src/lib/templates";
import { buildDate } from "../site-build/gatsby-node/build-date";
import { studioClosures } from "../site-build/gatsby-node/calendar/closures";
import { test, expect } from "./fixtures";
import { classPages, site, ui } from "./content";

const closed = new Set(studioClosures(site, buildDate()).map((closure) => closure.date));
const course = classPages.find((entry) => entry.menuGroup === "courses" && entry.cycles?.length)!;
const runs = runsFrom(course.schedule, course.cycles!, closed, buildDate());

test.beforeAll(() => {
  expect(runs.length, "content/classes/ has a course with a cycle to come").toBeGreaterThan(0);
});

test("a course's page lists its coming cycles: each group's dates, meetings and last day to join", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/classes/${course.slug}`);
  const facts = page.getByRole("complementary", { name: ui.classPage.facts });
  await expect(facts.getByRole("heading", { name: ui.classPage.cyclesHeading })).toBeVisible();
  const items = facts
    .getByRole("heading", { name: ui.classPage.cyclesHeading })
    .locator("xpath=following-sibling::ul[1]/li");
  await expect(items).toHaveCount(runs.length);
  for (const [index, run] of runs.entries()) {
    const { dates, meetings, joining } = cycleRunTexts(run, buildDate(), ui.classPage);
    await expect(items.nth(index)).toHaveText(
      `${run.ageGroup ? `${ageGroupName(run.ageGroup)}: ` : ""}${dates}, ${meetings}. ${joining}`,
    );
  }
});

test("the timetable writes each session's price as its class page does, and a course's coming cycle", async ({
  page,
}) => {
  await page.goto("/schedule");
  const rows = page.locator("main tbody tr");
  for (const entry of classPages.filter((candidate) => candidate.price && candidate.status !== "paused")) {
    const row = rows.filter({ has: page.getByRole("link", { name: entry.title, exact: true }) }).first();
    await expect(row.locator("td").last()).toHaveText(
      formatPrice(entry.price!.amountILS, entry.price!.period, ui.classPage),
    );
  }
  const first = runs[0]!;
  const courseRows = rows.filter({ has: page.getByRole("link", { name: course.title, exact: true }) });
  const { dates } = cycleRunTexts(first, buildDate(), ui.classPage);
  await expect(courseRows.first()).toContainText(fillTemplate(ui.timetable.nextCycle, { dates }));
});
