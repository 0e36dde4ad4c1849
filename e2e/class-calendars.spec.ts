/**
 * Each class's weekly sessions as a calendar (issue 37): plain links on its page and on the timetable, in the static
 * HTML (without JavaScript too), and the file itself served as text/calendar and read by an outside parser (ical.js).
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { isPaused } from "../src/lib/class-status";
import { classCalendarLinks } from "../src/lib/class-calendar";
import { readCalendar } from "../site-build/gatsby-node/calendar/read-calendar";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { PUBLIC } from "./csp-policy";
import { classes, classPages, site, ui } from "./content";

const texts = ui.classCalendar;

/** The three links of a class's calendar in `list`: Google's page, Apple's webcal:// address and the https file. */
async function expectCalendarLinks(list: Locator, slug: string) {
  const links = classCalendarLinks(site.siteUrl, slug);
  expect(links.file).toBe(new URL(`/calendars/${slug}.ics`, site.siteUrl).href);
  await expect(list.getByRole("link", { name: texts.google, exact: true })).toHaveAttribute("href", links.google);
  await expect(list.getByRole("link", { name: texts.apple, exact: true })).toHaveAttribute("href", links.apple);
  await expect(list.getByRole("link", { name: texts.file, exact: true })).toHaveAttribute("href", links.file);
  expect(new URL(links.google).searchParams.get("cid")).toBe(links.file.replace(/^https:/, "webcal:"));
}

for (const javaScript of [false, true]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 360, height: 740 } });

    test("a class page offers its sessions' calendar under them", async ({ page }) => {
      const entry = classes[0]!;
      await page.goto(`/classes/${entry.slug}`);
      const facts = page.getByRole("complementary", { name: ui.classPage.facts });
      await expectCalendarLinks(facts.getByRole("list", { name: texts.classLead }), entry.slug);
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

test("every class page's calendar is served as text/calendar, and an outside parser reads its weekly sessions", async ({
  request,
}) => {
  const built = fs.readdirSync(path.join(PUBLIC, "calendars")).sort();
  expect(built).toEqual(classPages.map((entry) => `${entry.slug}.ics`).sort());
  for (const entry of classPages) {
    const address = new URL(classCalendarLinks(site.siteUrl, entry.slug).file).pathname;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"], address).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["cache-control"], address).toBe("public, max-age=0, must-revalidate");
    const body = await response.text();
    expect(body, address).toMatch(/^BEGIN:VCALENDAR\r\n[^]*END:VCALENDAR\r\n$/);
    const calendar = readCalendar(body, 4);
    expect(calendar.timezone).toBe("Asia/Jerusalem");
    const sessions = isPaused(entry) ? [] : entry.schedule;
    expect(calendar.sessions, address).toHaveLength(sessions.length);
    for (const slot of sessions) {
      const session = calendar.sessions.find((one) =>
        one.uid.startsWith(`${entry.slug}-${slot.day}-${slot.start.replace(":", "")}@`),
      );
      expect(session?.url).toBe(new URL(`/classes/${entry.slug}`, site.siteUrl).href);
      expect(session?.location).toBe(`${site.brand}, ${site.address.street}, ${site.address.city}`);
      for (const at of session!.occurrences) expect(at.local).toMatch(new RegExp(` ${slot.day} ${slot.start}$`));
    }
  }
});
