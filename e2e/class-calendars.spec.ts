/**
 * Each class's weekly sessions as a calendar (issue 37): plain links on its page and on the timetable, in the static
 * HTML (without JavaScript too), and the file itself served as text/calendar and read by an outside parser (ical.js).
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { isPaused } from "../src/lib/class-status";
import { ageGroups } from "../src/lib/age-groups";
import {
  calendarLinks,
  calendarsFolder,
  classCalendarPath,
  groupCalendarKey,
  groupCalendarPath,
} from "../src/lib/class-calendar";
import { runsFrom } from "../src/lib/course-cycles";
import { buildDate } from "../site-build/gatsby-node/build-date";
import { studioClosures } from "../site-build/gatsby-node/calendar/closures";
import { readCalendar } from "../site-build/gatsby-node/calendar/read-calendar";
import { ageGroupName } from "../src/lib/schedule";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { takesAge } from "../src/content/ages";
import { fillTemplate } from "../src/lib/templates";
import { PUBLIC } from "./csp-policy";
import { LANGUAGE_NAMES, LANGUAGES, localPath, type Language } from "../src/language/language";
import { classes, classPages, contentIn, site, ui } from "./content";

const texts = ui.classCalendar;

/**
 * The three links of a calendar in `list`: Google's page, Apple's webcal:// address and the https file; a class's
 * (every group's sessions) by its slug, or one at its path.
 */
async function expectCalendarLinks(list: Locator, slug: string, path = classCalendarPath(slug)) {
  const links = calendarLinks(site.siteUrl, path);
  expect(links.file).toBe(new URL(path, site.siteUrl).href);
  await expect(list.getByRole("link", { name: texts.google, exact: true })).toHaveAttribute("href", links.google);
  await expect(list.getByRole("link", { name: texts.apple, exact: true })).toHaveAttribute("href", links.apple);
  await expect(list.getByRole("link", { name: texts.file, exact: true })).toHaveAttribute("href", links.file);
  expect(new URL(links.google).searchParams.get("cid")).toBe(links.file.replace(/^https:/, "webcal:"));
}

for (const javaScript of [false, true]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 360, height: 740 } });

    test("a class page offers each group's calendar under its sessions, and the class's with all of them", async ({
      page,
    }) => {
      const entry = classes.find((candidate) => ageGroups(candidate.schedule).length > 1)!;
      await page.goto(`/classes/${entry.slug}`);
      const facts = page.getByRole("complementary", { name: ui.classPage.facts });
      const groups = ageGroups(entry.schedule);
      for (const group of groups) {
        const path = groupCalendarPath(entry.slug, groupCalendarKey(group, groups));
        await expectCalendarLinks(
          facts.getByRole("list", { name: ageGroupName(group.name!), exact: true }),
          entry.slug,
          path,
        );
      }
      await expectCalendarLinks(facts.getByRole("list", { name: texts.allGroups, exact: true }), entry.slug);
      await expect(facts.getByText(texts.updates)).toBeVisible();
    });

    test("the timetable offers every running class's calendar, behind one line that opens", async ({ page }) => {
      await page.goto("/schedule");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: texts.google })).toHaveCount(0);
      await main.getByText(texts.scheduleToggle, { exact: true }).click();
      await expect(main.getByRole("link", { name: texts.google, exact: true })).toHaveCount(classes.length);
      for (const entry of classes) {
        await expectCalendarLinks(main.getByRole("list", { name: entry.title, exact: true }), entry.slug);
      }
      // Opened, the list is checked like the routes are (they check it closed); axe needs the page's JavaScript.
      if (javaScript) {
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    });
  });
}

/** Every calendar the build writes in `language`: a class's, and one per age group of a class with several. */
const calendarsOf = (entry: (typeof classPages)[number], language: Language) => {
  const groups = ageGroups(entry.schedule);
  const own = { path: classCalendarPath(entry.slug, language), slots: entry.schedule };
  if (groups.length < 2) return [own];
  return [
    own,
    ...groups.map((group) => ({
      path: groupCalendarPath(entry.slug, groupCalendarKey(group, groups), language),
      slots: group.slots,
    })),
  ];
};

/** The calendars under public/ in `language`'s folder, as addresses. */
const builtCalendars = (language: Language) => {
  const folder = calendarsFolder(language);
  return fs
    .readdirSync(path.join(PUBLIC, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ics"))
    .map((file) => `${folder}/${file}`);
};

for (const language of LANGUAGES) {
  test(`every calendar in ${LANGUAGE_NAMES[language]}, a class's and each of its groups', is served as text/calendar and read by an outside parser`, async ({
    request,
  }) => {
    const { classPages: pages, site: studio } = contentIn(language);
    const calendars = pages.flatMap((entry) =>
      calendarsOf(entry, language).map((calendar) => ({ entry, ...calendar })),
    );
    expect(builtCalendars(language).sort()).toEqual(calendars.map((calendar) => calendar.path).sort());
    const closed = new Set(studioClosures(site, buildDate()).map((closure) => closure.date));
    for (const { entry, path: address, slots } of calendars) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["content-type"], address).toBe("text/calendar; charset=utf-8");
      expect(response.headers()["cache-control"], address).toBe("public, max-age=0, must-revalidate");
      const body = await response.text();
      expect(body, address).toMatch(/^BEGIN:VCALENDAR\r\n[^]*END:VCALENDAR\r\n$/);
      const calendar = readCalendar(body, 100);
      expect(calendar.timezone).toBe("Asia/Jerusalem");
      expect(calendar.name.startsWith(entry.title) && calendar.name.endsWith(studio.brand), calendar.name).toBe(true);
      if (language === "en") expect(body.match(/[\u0590-\u05ff]+/g), address).toBeNull();
      const occurrences = calendar.sessions.flatMap((session) => session.occurrences);
      for (const session of calendar.sessions) {
        expect(session.url).toBe(new URL(localPath(language, `/classes/${entry.slug}`), studio.siteUrl).href);
        expect(session.location).toBe(`${studio.brand}, ${studio.address.street}, ${studio.address.city}`);
      }
      // Each meeting on a session of the calendar's class or group, on its weekday and hour in Israel, never on a day
      // the studio is closed.
      for (const at of occurrences) {
        expect(
          slots.some((slot) => at.local.endsWith(` ${slot.day} ${slot.start}`)),
          `${address}: ${at.local}`,
        ).toBe(true);
        expect(closed.has(at.local.slice(0, 10)), `${address}: ${at.local}`).toBe(false);
      }
      if (isPaused(entry)) expect(calendar.sessions, address).toEqual([]);
      else if (entry.cycles) {
        // A course's cycles that are not over: their meetings, and nothing after the last.
        const runs = runsFrom(slots, entry.cycles, closed, buildDate());
        expect(occurrences.length, address).toBe(runs.reduce((sum, run) => sum + run.meetings.length, 0));
      } else expect(calendar.sessions, address).toHaveLength(slots.length);
    }
  });
}

test("the class page of an age finder's result puts the group of that age first, and the finder offers its calendar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const age = 9;
  const entry = classes.find((candidate) => {
    const groups = ageGroups(candidate.schedule);
    return groups.length > 1 && groups.filter((group) => takesAge(group.ages, age)).length === 1;
  })!;
  const groups = ageGroups(entry.schedule);
  const group = groups.find((candidate) => takesAge(candidate.ages, age))!;
  const path = groupCalendarPath(entry.slug, groupCalendarKey(group, groups));
  await page.goto(`/classes/${entry.slug}?age=${age}`);
  await waitForHydration(page);
  const facts = page.getByRole("complementary", { name: ui.classPage.facts });
  const first = facts.locator("[data-for-age]");
  await expect(first).toContainText(fillTemplate(texts.forAge, { age }));
  await expectCalendarLinks(first.getByRole("list"), entry.slug, path);
  // The home page's age finder: each class it finds offers its group's calendar, one line until opened.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel(ui.ageFinder.label).first().fill(String(age));
  const found = page.getByRole("heading", { level: 3, name: entry.title }).locator("xpath=ancestor::li[1]");
  await found.getByText(texts.groupToggle, { exact: true }).click();
  await expectCalendarLinks(found.getByRole("list").last(), entry.slug, path);
});
