import type { Page, Route } from "@playwright/test";
import { formatTimeRange, plainText } from "../src/content/number-runs";
import { formatTrialDate } from "../src/features/booking/completion";
import { weekdayOf } from "../src/features/booking/rules";
import {
  test,
  expect,
  expectNoAxeViolations,
  forgetFailedRequests,
  waitForHydration,
  BOOKING_PROVIDER,
} from "./fixtures";
import { contentIn, site, ui } from "./content";
import { TRIAL_OPTIONS_ID } from "../src/features/booking/TrialOptions/trial-options-id";
import { TEST_TIME, classWithGroups, daysOn, groupsOf } from "./trial-dates";
import { VISITOR, type TryOutDialog } from "./pages/try-out-dialog";
import { EMBED_FALLBACK_MS } from "../src/lib/home";
import { ageGroups } from "../src/lib/age-groups";
import { ageGroupName } from "../src/lib/schedule";
import { LANGUAGE_NAMES, LANGUAGES, localPath } from "../src/language/language";
import { groupCalendarKey, groupCalendarPath } from "../src/lib/class-calendar";
import { afterCodeOnDemand } from "./hydration";

/**
 * Issue 37: a parent finishes a try-out knowing where she stands. The step after "אשר תשלום" says first that
 * nothing was sent or paid; the WhatsApp message names class, group, day, date and hours without speaking as the
 * person named; a request never sent is offered again on the next visit, on any page, until sent or dismissed; and the
 * provider's link says when the provider is down, as the home page's embedded form does. Found on a 360 px phone.
 */
const PHONE = { width: 360, height: 740 };
const DAY_MS = 86_400_000;

/** A class with several groups, one of them, a date it meets on, and that group's hours that day. */
function requestToMake() {
  const entry = classWithGroups();
  const group = groupsOf(entry)[0]!;
  const date = daysOn(group.days)[0]!;
  const slot = entry.schedule.find((session) => session.ageGroup === group.name && session.day === weekdayOf(date))!;
  // As the step shows them (one left-to-right run, docs/numbers-in-hebrew.md), and as a message's plain text has them.
  return {
    entry,
    group: group.name!,
    date,
    hours: formatTimeRange(slot.start, slot.end),
    plainHours: `${slot.start}–${slot.end}`,
  };
}

/**
 * Sends a try-out request from a class page (the WhatsApp link is not followed) and returns what it asked for. The
 * first time, the clock is set to the tests' day (it is the browser context's: every page of the test shares it).
 */
async function makeRequest(page: Page, tryOut: TryOutDialog, { first = true } = {}) {
  const made = requestToMake();
  await page.setViewportSize(PHONE);
  if (first) await tryOut.visitClassPage(made.entry.slug);
  else {
    await page.goto(`/classes/${made.entry.slug}`);
    await waitForHydration(page);
  }
  await tryOut.open();
  await tryOut.fill({ group: made.group, date: made.date });
  await tryOut.send();
  await tryOut.expectCompletion();
  return made;
}

/**
 * Opens the site again as a next visit does (a new tab: a new session), at `path`, hydrated and with the code it asked
 * for on demand arrived, so that a reminder that is not there has had every chance to come.
 */
async function nextVisit(page: Page, path: string) {
  const visit = await page.context().newPage();
  await visit.setViewportSize(PHONE);
  await visit.route(BOOKING_PROVIDER, (route: Route) => route.fulfill({ status: 200, body: "" }));
  await visit.goto(path);
  await waitForHydration(visit);
  await afterCodeOnDemand(visit);
  return visit;
}

const reminderOn = (visit: Page) => visit.getByRole("dialog", { name: ui.trialCompletion.title });

test("the step after the form says first that nothing was sent or paid, and the message names it all", async ({
  page,
  tryOut,
}) => {
  const made = await makeRequest(page, tryOut);
  const step = tryOut.completion;
  // Before anything else in the step: the plain fact.
  await expect(step.locator("[data-trial-completion] > p").first()).toHaveText(ui.trialCompletion.saved);
  await expect(step).toContainText(made.hours);

  const message = plainText(await tryOut.whatsappMessage());
  const lines = message.split("\n");
  // Whoever's name was typed (the parent's or the child's), the message never speaks as that person.
  expect(lines[0]).toBe(ui.trialCompletion.messageHello);
  expect(lines[0]).not.toContain(VISITOR.name);
  expect(lines).toContain(`${ui.trialCompletion.name}: ${VISITOR.name}`);
  expect(lines).toContain(`${ui.trialClassChoice.classLine}: ${made.entry.title}`);
  expect(lines).toContain(`${ui.trialClassChoice.ageGroupLine}: ${made.group}`);
  // The day and the date, then the hours.
  expect(lines).toContain(`${ui.trialClassChoice.dateLine}: ${formatTrialDate(made.date)}`);
  expect(lines).toContain(`${ui.trialClassChoice.timeLine}: ${made.plainHours}`);
  // WhatsApp is the first way offered, the provider's form the other.
  const ways = step.getByRole("list", { name: ui.trialCompletion.intro }).getByRole("link");
  await expect(ways).toHaveText([ui.trialCompletion.whatsapp, ui.trialCompletion.provider]);
  await expectNoAxeViolations(page, { include: "dialog[open]" });
});

test("a request never sent is offered again on the next visit, on any page, until dismissed", async ({
  page,
  tryOut,
}) => {
  const made = await makeRequest(page, tryOut);
  await page.keyboard.press("Escape");
  // In the visit that made it, no reminder comes back on the next page.
  await page.goto("/faq");
  await waitForHydration(page);
  await afterCodeOnDemand(page);
  await expect(reminderOn(page)).toHaveCount(0);

  const visit = await nextVisit(page, "/faq");
  const reminder = reminderOn(visit);
  await expect(reminder).toBeVisible();
  await expect(reminder.locator("[data-trial-completion] > p").first()).toHaveText(ui.trialCompletion.saved);
  await expect(reminder).toContainText(ui.trialCompletion.reminded);
  await expect(reminder).toContainText(made.entry.title);
  await expect(reminder).toContainText(made.hours);
  await expectNoAxeViolations(visit, { include: "dialog[open]" });
  // Closed (with Escape, as any dialog), it comes back on the visit after; dismissed, never.
  await visit.bringToFront();
  await visit.keyboard.press("Escape");
  await expect(reminder).toBeHidden();
  const again = await nextVisit(page, "/");
  await reminderOn(again).getByRole("button", { name: ui.trialCompletion.dismiss }).click();
  await expect(reminderOn(again)).toBeHidden();
  const after = await nextVisit(page, "/schedule");
  await expect(reminderOn(after)).toHaveCount(0);
});

test("a request kept on the Hebrew site is offered on the English one in English, its class and group too", async ({
  page,
  tryOut,
}) => {
  const made = await makeRequest(page, tryOut);
  const english = contentIn("en");
  const entry = english.classPages.find((candidate) => candidate.slug === made.entry.slug)!;
  const group = groupsOf(entry)[groupsOf(made.entry).findIndex((candidate) => candidate.name === made.group)]!;
  const visit = await nextVisit(page, "/en/faq");
  const reminder = visit.getByRole("dialog", { name: english.ui.trialCompletion.title });
  await expect(reminder).toContainText(english.ui.trialCompletion.reminded);
  const values = reminder.locator("dd");
  await expect(values.filter({ hasText: entry.title })).toHaveCount(1);
  await expect(values.filter({ hasText: ageGroupName(group.name!) })).toHaveCount(1);
  await expect(reminder).not.toContainText(ageGroupName(made.group));
});

test("a request sent on WhatsApp, or kept more than 30 days, is not offered again", async ({ page, tryOut }) => {
  await page.context().route("https://wa.me/**", (route: Route) => route.fulfill({ status: 200, body: "" }));
  await makeRequest(page, tryOut);
  await tryOut.completion.getByRole("link", { name: ui.trialCompletion.whatsapp }).click();
  const visit = await nextVisit(page, "/");
  await expect(reminderOn(visit)).toHaveCount(0);

  // Another request, not sent: offered on the 30th day, forgotten after it.
  await visit.close();
  await makeRequest(page, tryOut, { first: false });
  await page.clock.setSystemTime(new Date(Date.parse(TEST_TIME) + 30 * DAY_MS - 60_000));
  const lastDay = await nextVisit(page, "/");
  await expect(reminderOn(lastDay)).toBeVisible();
  await page.clock.setSystemTime(new Date(Date.parse(TEST_TIME) + 31 * DAY_MS));
  const later = await nextVisit(page, "/");
  await expect(reminderOn(later)).toHaveCount(0);
});

for (const language of LANGUAGES) {
  test(`a class page's link to the provider's form says when the provider is down, and offers a call, in ${LANGUAGE_NAMES[language]}`, async ({
    page,
    consoleErrors,
  }) => {
    const { ui: words } = contentIn(language);
    await page.setViewportSize(PHONE);
    await page.route(BOOKING_PROVIDER, (route: Route) => route.abort("connectionrefused"));
    const { entry } = requestToMake();
    await page.clock.install({ time: new Date(TEST_TIME) });
    await page.goto(`${localPath(language, `/classes/${entry.slug}`)}#${TRIAL_OPTIONS_ID}`);
    await waitForHydration(page);
    const ways = page.locator(`#${TRIAL_OPTIONS_ID}`);
    const notice = ways.getByRole("status");
    await expect(notice).toContainText(words.trialCompletion.providerDown);
    await expect(notice.getByRole("link")).toHaveAttribute("href", `tel:${site.phone}`);
    await expect(ways.getByRole("link", { name: words.trialOptions.whatsapp })).toBeVisible();
    await expectNoAxeViolations(page, { include: `#${TRIAL_OPTIONS_ID}` });
    forgetFailedRequests(consoleErrors);
  });
}

test("sending the form makes no request at all, and its last step offers the studio's phone once", async ({
  page,
  tryOut,
}) => {
  const made = requestToMake();
  await page.setViewportSize(PHONE);
  await tryOut.visitClassPage(made.entry.slug);
  await tryOut.open();
  await tryOut.fill({ group: made.group, date: made.date });
  // Gatsby fetches the site's own pages and code for the links in view as it always does; anything else is a request
  // the form made.
  const requested: string[] = [];
  const prefetch = (url: URL) =>
    url.origin === new URL(page.url()).origin && /^\/page-data\/|\.(?:js|css)$/.test(url.pathname);
  page.on("request", (request) => {
    if (!prefetch(new URL(request.url()))) requested.push(request.url());
  });
  await tryOut.send();
  await tryOut.expectCompletion();
  // Past the time the provider's alternatives take to come forward elsewhere: nothing was asked meanwhile either.
  await page.clock.runFor(EMBED_FALLBACK_MS * 2);
  expect(requested).toEqual([]);
  await expect(tryOut.completion.locator('a[href^="tel:"]')).toHaveCount(1);
  // The chosen group's own calendar, behind one line: the group's sessions alone, not the whole class's.
  await tryOut.completion.getByText(ui.classCalendar.groupToggle, { exact: true }).click();
  const groups = ageGroups(made.entry.schedule);
  const group = groups.find((candidate) => candidate.name === made.group)!;
  await expect(tryOut.completion.getByRole("link", { name: ui.classCalendar.file, exact: true })).toHaveAttribute(
    "href",
    new URL(groupCalendarPath(made.entry.slug, groupCalendarKey(group, groups)), site.siteUrl).href,
  );
  await expect(tryOut.completion.getByRole("link", { name: ui.trialCompletion.provider })).toHaveAttribute(
    "href",
    site.bookingProvider.trialFormUrl,
  );
});
