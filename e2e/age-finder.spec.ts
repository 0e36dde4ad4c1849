import type { Page } from "@playwright/test";
import { ageCountText } from "../src/lib/age-finder-texts";
import { takesAge } from "../src/content/ages";
import { fillTemplate } from "../src/lib/templates";
import { test, expect, expectNoAxeViolations, layoutShiftSoFar, waitForHydration } from "./fixtures";
import { offersTrial } from "../src/lib/class-status";
import { classes, ui } from "./content";
import { AgeFinder } from "./pages/age-finder";

/** Every session with its class, and those whose group takes an age (from content/classes/). */
const sessions = classes.flatMap((entry) => entry.schedule.map((slot) => ({ ...slot, entry })));
const sessionsFor = (age: number) => sessions.filter((slot) => takesAge(slot, age));
const classesFor = (age: number) => classes.filter((entry) => entry.schedule.some((slot) => takesAge(slot, age)));
/** What the finder says it found (issue 18: the classes and the weekly sessions, counted), in content/ui.json's words. */
const foundText = (age: number) => ageCountText(ui.ageFinder, age, classesFor(age).length, sessionsFor(age).length);

const ageField = (page: Page) => page.getByRole("textbox", { name: ui.ageFinder.label, exact: true });
const shownRows = (page: Page) => page.locator("main tbody tr:visible");
const shownClasses = (page: Page) =>
  page.locator("main tbody tr:visible th a").evaluateAll((links) => links.map((link) => link.textContent));

test.beforeAll(() => {
  expect(classesFor(9).length, "content/classes/ has a class for a nine-year-old").toBeGreaterThan(0);
  expect(classesFor(30).length, "content/classes/ has a class for adults").toBeGreaterThan(0);
});

test.describe("the age finder on /schedule", () => {
  test("keeps the sessions whose group takes the age, counts them, and shows all ages again", async ({ page }) => {
    test.setTimeout(60_000); // two ages and an accessibility check of the whole timetable
    await page.goto("/schedule");
    await waitForHydration(page);
    for (const age of [9, 30]) {
      await ageField(page).fill(String(age));
      await expect(page.getByRole("status")).toHaveText(foundText(age));
      await expect(shownRows(page)).toHaveCount(sessionsFor(age).length);
      expect(new Set(await shownClasses(page))).toEqual(new Set(classesFor(age).map((entry) => entry.title)));
      await expect(page).toHaveURL(new RegExp(`/schedule\\?age=${age}$`));
    }
    // Age 30 is the adults': no session of a children's class is left.
    expect(sessionsFor(30).every((slot) => slot.entry.menuGroup !== "kids")).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: ui.ageFinder.showAllAges }).click();
    await expect(shownRows(page)).toHaveCount(sessions.length);
    await expect(ageField(page)).toBeFocused();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test("counts with the group filter too", async ({ page }) => {
    await page.goto("/schedule?age=16");
    await waitForHydration(page);
    await expect(shownRows(page)).toHaveCount(sessionsFor(16).length);
    await page.getByRole("group", { name: ui.timetable.show }).getByText(ui.timetable.courses, { exact: true }).click();
    const courses = sessionsFor(16).filter((slot) => slot.entry.menuGroup === "courses");
    await expect(shownRows(page)).toHaveCount(courses.length);
    const courseClasses = new Set(courses.map((slot) => slot.entry.slug)).size;
    await expect(page.getByRole("status")).toHaveText(ageCountText(ui.ageFinder, 16, courseClasses, courses.length));
  });

  test("says when no class takes the age, and refuses what is not an age", async ({ page }) => {
    await page.goto("/schedule");
    await waitForHydration(page);
    await ageField(page).fill("2");
    await expect(page.getByRole("status")).toHaveText(ageCountText(ui.ageFinder, 2, 0, 0));
    await expect(shownRows(page)).toHaveCount(0);
    await ageField(page).fill("תשע"); // "nine" typed in words, as a visitor might: not an age the field takes
    await expect(ageField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(shownRows(page)).toHaveCount(sessions.length);
  });

  test("is part of the first paint and moves nothing when the page comes alive", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/schedule");
    await expect(ageField(page)).toBeVisible();
    await waitForHydration(page);
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.01);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("is not shown without JavaScript, where the full timetable is", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule?age=9");
    await expect(shownRows(page)).toHaveCount(sessions.length);
    await expect(ageField(page)).toBeHidden();
    await context.close();
  });
});

/** A teenager: old enough for the courses and open training, which offer no try-out. */
const TEEN = 16;

test.describe("the age finder on the home page's class choice", () => {
  test("lists the classes that take the age, each with its try-out if it has one, and leads to the timetable for that age", async ({
    page,
  }) => {
    // An age that some classes with a try-out take, and some without one ("trial": false: a course, open training).
    expect(classesFor(TEEN).map(offersTrial), `content/classes/ has both kinds for age ${TEEN}`).toEqual(
      expect.arrayContaining([true, false]),
    );
    await page.goto("/");
    await waitForHydration(page);
    const finder = new AgeFinder(page);
    const choose = finder.section;
    await finder.typeAge(TEEN);
    await expect(choose.getByRole("status")).toHaveText(foundText(TEEN));
    const found = choose.getByRole("heading", { level: 3 });
    await expect(found).toHaveText(classesFor(TEEN).map((entry) => entry.title));
    for (const entry of classesFor(TEEN)) {
      const card = finder.card(entry.title);
      // The class's page is told the age (issue 28: its try-out picks the group).
      await expect(card.getByRole("link", { name: entry.title })).toHaveAttribute(
        "href",
        `/classes/${entry.slug}?age=${TEEN}`,
      );
      await expect(card.getByRole("link", { name: ui.ageFinder.trial })).toHaveCount(offersTrial(entry) ? 1 : 0);
    }
    await expectNoAxeViolations(page, { include: "main" });
    await choose.getByRole("link", { name: fillTemplate(ui.ageFinder.scheduleLink, { age: TEEN }) }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?age=${TEEN}$`));
    await expect(ageField(page)).toHaveValue(String(TEEN));
    await expect(shownRows(page)).toHaveCount(sessionsFor(TEEN).length);
  });
});
