/**
 * Issue 47's done-when, as one story: an English-speaking parent finds a class for a nine-year-old on the English
 * site, reads it, subscribes to the child's group's calendar and sends a try-out request, at 390 and 1280 px, with and
 * without JavaScript, and meets no Hebrew word on the way (the language link, named "עברית" in lang="he", aside). With
 * the booking provider down, the class page's notice is in English too: trial-honest.spec.ts, in both languages.
 */
import type { Page } from "@playwright/test";
import { takesAge } from "../src/content/ages";
import { ageGroups } from "../src/lib/age-groups";
import { groupCalendarKey, groupCalendarPath } from "../src/lib/class-calendar";
import { ageGroupName } from "../src/lib/schedule";
import { offersTrial } from "../src/lib/class-status";
import { readCalendar } from "../site-build/gatsby-node/calendar/read-calendar";
import { localPath } from "../src/language/language";
import { test, expect, waitForHydration } from "./fixtures";
import { contentIn } from "./content";
import { hebrewWordsOutsideHebrew } from "./hebrew-words";
import { TryOutDialog } from "./pages/try-out-dialog";
import { AgeFinder } from "./pages/age-finder";
import { TEST_TIME, daysOn } from "./trial-dates";

const AGE = 9;
const { ui, site, classes } = contentIn("en");
/** A parent who writes in English: her name is in the message too. */
const PARENT = { name: "Dana Cohen", email: "dana@example.com" };
const HEBREW_LETTER = /[\u0590-\u05ff]/;

/** A class that offers a try-out and has several age groups, exactly one of them for the age. */
const entry = classes.find(
  (candidate) =>
    offersTrial(candidate) &&
    ageGroups(candidate.schedule).length > 1 &&
    ageGroups(candidate.schedule).filter((group) => takesAge(group.ages, AGE)).length === 1,
)!;
const groups = ageGroups(entry.schedule);
const group = groups.find((candidate) => takesAge(candidate.ages, AGE))!;
const groupFeed = groupCalendarPath(entry.slug, groupCalendarKey(group, groups), "en");
const classPath = localPath("en", `/classes/${entry.slug}`);

async function expectNoHebrewWord(page: Page, where: string) {
  expect(await hebrewWordsOutsideHebrew(page), where).toEqual([]);
}

/** The group's calendar, as the calendar app that subscribes to the link reads it: English, the class's group. */
async function expectEnglishGroupFeed(page: Page, link: string) {
  expect(link).toBe(new URL(groupFeed, site.siteUrl).href);
  const response = await page.request.get(groupFeed);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = await response.text();
  expect(body).not.toMatch(HEBREW_LETTER);
  const calendar = readCalendar(body, 2);
  expect(calendar.name).toBe(`${entry.title} · ${ageGroupName(group.name!)} · ${site.brand}`);
  expect(calendar.sessions.length).toBe(group.slots.length);
  for (const session of calendar.sessions) expect(session.url).toBe(new URL(classPath, site.siteUrl).href);
}

/** The WhatsApp message a link writes: to the studio, in English, naming the class. */
function expectEnglishMessage(href: string | null) {
  const message = new URL(href!).searchParams.get("text")!;
  expect(message).not.toMatch(HEBREW_LETTER);
  return message;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("with JavaScript: the age finder, the class page, the group's calendar and a try-out request in English", async ({
      page,
    }) => {
      const tryOut = new TryOutDialog(page, "en");
      await page.clock.install({ time: new Date(TEST_TIME) });
      await page.goto(localPath("en", "/"));
      await waitForHydration(page);
      const finder = new AgeFinder(page, "en");
      await finder.typeAge(AGE);
      const card = finder.card(entry.title);
      await expect(card).toBeVisible();
      await expectNoHebrewWord(page, "the home page with the classes for age 9");

      await card.getByRole("heading").getByRole("link", { name: entry.title }).click();
      await expect(page).toHaveURL(new RegExp(`${classPath}/?\\?age=${AGE}$`));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
      await expectNoHebrewWord(page, "the class page");
      const facts = page.getByRole("complementary", { name: ui.classPage.facts });
      const forAge = facts.locator("[data-for-age]");
      await expect(forAge).toContainText(ageGroupName(group.name!));
      const feed = forAge.getByRole("link", { name: ui.classCalendar.file, exact: true });
      await expectEnglishGroupFeed(page, (await feed.getAttribute("href"))!);

      await tryOut.open();
      await expect(tryOut.classChoice).toHaveValue(entry.slug);
      await expect(tryOut.groupChoice).toHaveValue(group.name!);
      await tryOut.fill({ ...PARENT, date: daysOn(group.slots.map((slot) => slot.day))[0]! });
      await expectNoHebrewWord(page, "the try-out form, filled");
      expect(await tryOut.send()).toBe(tryOut.thanks);
      await tryOut.expectCompletion();
      await expectNoHebrewWord(page, "the try-out's last step");
      const message = expectEnglishMessage(
        await tryOut.completion.getByRole("link", { name: ui.trialCompletion.whatsapp }).getAttribute("href"),
      );
      expect(message).toContain(`${ui.trialClassChoice.classLine}: ${entry.title}`);
      expect(message).toContain(`${ui.trialClassChoice.ageGroupLine}: ${ageGroupName(group.name!)}`);
      expect(message).toContain(PARENT.name);
    });

    test("without JavaScript: the menu, the class page, the group's calendar and the try-out's ways in English", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(localPath("en", "/"));
      const choose = new AgeFinder(page, "en").section;
      await choose.getByRole("button", { name: ui.menus[entry.menuGroup as keyof typeof ui.menus] }).hover();
      await choose.getByRole("link", { name: entry.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${classPath}/?$`));
      await expectNoHebrewWord(page, "the class page");
      // Each group's calendar under its name; the parent takes the one that says her child's age.
      const facts = page.getByRole("complementary", { name: ui.classPage.facts });
      const groupLinks = facts.getByRole("list", { name: ageGroupName(group.name!), exact: true });
      const feed = groupLinks.getByRole("link", { name: ui.classCalendar.file, exact: true });
      await expectEnglishGroupFeed(page, (await feed.getAttribute("href"))!);

      const ways = page.getByRole("region", { name: ui.trialOptions.heading });
      await page
        .getByRole("link", { name: contentIn("en").trialCallToAction })
        .first()
        .click();
      await expect(ways).toBeInViewport();
      await expect(ways.getByRole("link", { name: ui.trialCompletion.provider })).toHaveAttribute(
        "href",
        site.bookingProvider.trialFormUrl,
      );
      const message = expectEnglishMessage(
        await ways.getByRole("link", { name: ui.trialOptions.whatsapp }).getAttribute("href"),
      );
      expect(message).toContain(entry.title);
      await context.close();
    });
  });
}
