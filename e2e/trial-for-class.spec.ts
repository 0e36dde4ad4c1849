import type { Page } from "@playwright/test";
import { formatHebrewDate } from "../src/lib/dates";
import { weekdayName } from "../src/content/format";
import { joinHebrew, onDays, shortDayName } from "../src/lib/class-groups";
import { groupName } from "../src/lib/schedule";
import { fillTemplate } from "../src/lib/templates";
import { openDays } from "../src/lib/opening-hours";
import { weekdayOf } from "../src/features/booking/rules";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { booking, phoneDigits, site, trialCallToAction, tryOutClasses, ui } from "./content";
import { TEST_TIME, classDays, classWithGroups, classWithOneGroup, dayNotOn, daysOn, groupsOf } from "./trial-dates";

const BLOCKED_MESSAGE = ui.trialBooking.dateBlocked;
const modal = (page: Page) => page.getByRole("dialog", { name: ui.trialBooking.title });
const field = (page: Page, label: string) => modal(page).getByLabel(label, { exact: true });
const submit = (page: Page) => modal(page).getByRole("button", { name: ui.trialBooking.submit });
const completion = (page: Page) => page.getByRole("dialog", { name: ui.trialCompletion.title });
const trialDate = (isoDate: string) => `${weekdayName(weekdayOf(isoDate) as never)}, ${formatHebrewDate(isoDate)}`;

async function openFromClassPage(page: Page, slug: string) {
  await page.clock.install({ time: new Date(TEST_TIME) });
  await page.goto(`/classes/${slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: trialCallToAction }).first().click();
  await expect(modal(page)).toBeVisible();
}

/** Sends the form and accepts the spec's alert; resolves with the completion step's WhatsApp message. */
async function sendAndReadWhatsapp(page: Page): Promise<string> {
  page.once("dialog", (dialog) => dialog.accept());
  await submit(page).click();
  await expect(completion(page)).toBeVisible();
  const href = await completion(page).getByRole("link", { name: ui.trialCompletion.whatsapp }).getAttribute("href");
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${phoneDigits}`);
  return url.searchParams.get("text")!;
}

test.describe("a class page's try-out fits the class", () => {
  test("the form is set to the class itself, not only its sport", async ({ page }) => {
    // A class that shares its sport with another (the kids' circus class and the adults' tissu share theirs).
    const shared = tryOutClasses.find((entry) =>
      tryOutClasses.some((other) => other !== entry && other.sport === entry.sport),
    )!;
    await openFromClassPage(page, shared.slug);
    await expect(field(page, ui.trialForm.classLabel)).toHaveValue(shared.slug);
    await expect(field(page, ui.trialForm.classLabel).locator("option:checked")).toHaveText(shared.title);
    await expect(field(page, ui.trialBooking.sport)).toHaveValue(shared.sport!);
  });

  test("offers the class's groups with their days, and refuses a day the chosen group does not meet", async ({
    page,
  }) => {
    const entry = classWithGroups();
    const groups = groupsOf(entry);
    await openFromClassPage(page, entry.slug);
    const group = field(page, ui.trialForm.groupLabel);
    await expect(group.locator("option")).toHaveText([
      ui.trialForm.chooseGroup,
      ...groups.map((g) =>
        fillTemplate(ui.trialForm.groupOption, {
          group: groupName(g.name!),
          days: joinHebrew(g.days.map((day) => shortDayName(day as never))),
        }),
      ),
    ]);
    const [first] = groups;
    await group.selectOption(first!.name!);
    const date = field(page, ui.trialBooking.date);
    await date.fill(dayNotOn(first!.days));
    const message = fillTemplate(ui.trialBooking.groupDays, { days: onDays(first!.days as never) });
    await expect(date).toHaveAccessibleDescription(message);
    await expect(modal(page).getByText(message)).toBeVisible();
    await expect(date).toHaveAttribute("data-unavailable", "true");
    await expect(submit(page)).toBeDisabled();
    await expectNoAxeViolations(page, { include: "dialog" });
    await date.fill(daysOn(first!.days)[0]!);
    await expect(date).not.toHaveAttribute("aria-invalid", "true");
    await expect(submit(page)).toBeEnabled();
  });

  test("refuses a day the studio is closed as a day the class does not meet, and keeps the spec's blocked dates", async ({
    page,
  }) => {
    const entry = classWithOneGroup();
    await openFromClassPage(page, entry.slug);
    await expect(field(page, ui.trialForm.groupLabel)).toHaveCount(0);
    const closed = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].find(
      (day) => !site.openingHours.some((hours) => hours.day === day),
    )!;
    const date = field(page, ui.trialBooking.date);
    await date.fill(daysOn([closed])[0]!);
    await expect(date).toHaveAccessibleDescription(
      fillTemplate(ui.trialBooking.classDays, { days: onDays(classDays(entry) as never) }),
    );
    await expect(submit(page)).toBeDisabled();
    const blocked = booking.blockedDates.find((day) => day > "2025-07-10")!;
    await date.fill(blocked);
    await expect(date).toHaveAccessibleDescription(BLOCKED_MESSAGE);
    await expect(submit(page)).toBeDisabled();
  });

  test("ends in the completion step, whose WhatsApp message names the class, the group, the date and the name", async ({
    page,
  }) => {
    const entry = classWithGroups();
    const [, second] = groupsOf(entry);
    await openFromClassPage(page, entry.slug);
    await field(page, ui.trialBooking.name).fill("דנה כהן");
    await field(page, ui.trialBooking.email).fill("dana@example.com");
    await field(page, ui.trialForm.groupLabel).selectOption(second!.name!);
    const day = daysOn(second!.days)[0]!;
    await field(page, ui.trialBooking.date).fill(day);
    const message = await sendAndReadWhatsapp(page);
    const { classLine, groupLine, dateLine } = ui.trialForm;
    for (const text of [
      "דנה כהן",
      `${classLine}: ${entry.title}`,
      `${groupLine}: ${second!.name}`,
      `${dateLine}: ${trialDate(day)}`,
    ]) {
      expect(message).toContain(text);
    }
    await expect(completion(page)).toContainText(entry.title);
    await expect(completion(page)).toContainText(second!.name!);
  });
});

test.describe("the home page's try-out panel", () => {
  test("offers the same form, for any class, ending in the same completion step", async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_TIME) });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: ui.home.trialToggle }).click();
    await page.getByRole("link", { name: ui.trialForm.chooseFirstButton }).click();
    await expect(modal(page)).toBeVisible();
    await expect(field(page, ui.trialForm.classLabel)).toHaveValue("");
    // No class chosen yet: a day the studio is closed is refused, naming the days it is open.
    const open = site.openingHours.map((hours) => hours.day);
    await field(page, ui.trialBooking.date).fill(dayNotOn(open));
    await expect(field(page, ui.trialBooking.date)).toHaveAccessibleDescription(
      fillTemplate(ui.trialBooking.studioDays, { days: onDays(openDays(site.openingHours)) }),
    );
    const entry = classWithOneGroup();
    await field(page, ui.trialBooking.sport).selectOption(entry.sport!);
    await field(page, ui.trialForm.classLabel).selectOption(entry.slug);
    const day = daysOn(classDays(entry))[0]!;
    await field(page, ui.trialBooking.date).fill(day);
    await field(page, ui.trialBooking.name).fill("יואב לוי");
    await field(page, ui.trialBooking.email).fill("yoav@example.com");
    const message = await sendAndReadWhatsapp(page);
    expect(message).toContain(`${ui.trialForm.classLine}: ${entry.title}`);
    expect(message).toContain(trialDate(day));
    expect(message).toContain("יואב לוי");
  });
});
