import { isolateNumberRanges } from "../src/content/number-runs";
import { formatDate } from "../src/lib/dates";
import { joinHebrew, onDays, shortDayName, weekdayName } from "../src/content/format";
import { ageGroupName } from "../src/lib/schedule";
import { fillTemplate } from "../src/lib/templates";
import { openDays } from "../src/lib/opening-hours";
import { weekdayOf } from "../src/features/booking/rules";
import { test, expect, expectNoAxeViolations, waitForHydration } from "./fixtures";
import { booking, site, tryOutClasses, ui } from "./content";
import { TEST_TIME, classDays, classWithGroups, classWithOneGroup, dayNotOn, daysOn, groupsOf } from "./trial-dates";
import { VISITOR, type TryOutDialog } from "./pages/try-out-dialog";

const BLOCKED_MESSAGE = ui.trialBooking.dateBlocked;
const trialDate = (isoDate: string) => `${weekdayName(weekdayOf(isoDate) as never)}, ${formatDate(isoDate)}`;

/** Sends the form and accepts the spec's alert; resolves with the completion step's WhatsApp message. */
async function sendAndReadWhatsapp(tryOut: TryOutDialog): Promise<string> {
  await tryOut.send();
  await tryOut.expectCompletion();
  return tryOut.whatsappMessage();
}

test.describe("a class page's try-out fits the class", () => {
  test("the form is set to the class itself, not only its sport", async ({ tryOut }) => {
    // A class that shares its sport with another (the kids' circus class and the adults' tissu share theirs).
    const shared = tryOutClasses.find((entry) =>
      tryOutClasses.some((other) => other !== entry && other.sport === entry.sport),
    )!;
    await tryOut.openOnClassPage(shared.slug);
    await expect(tryOut.classChoice).toHaveValue(shared.slug);
    await expect(tryOut.classChoice.locator("option:checked")).toHaveText(shared.title);
    await expect(tryOut.sport).toHaveValue(shared.sport!);
  });

  test("offers the class's groups with their days, and refuses a day the chosen group does not meet", async ({
    tryOut,
  }) => {
    const entry = classWithGroups();
    const groups = groupsOf(entry);
    await tryOut.openOnClassPage(entry.slug);
    const group = tryOut.groupChoice;
    await expect(group.locator("option")).toHaveText([
      ui.trialClassChoice.chooseAgeGroup,
      ...groups.map((g) =>
        fillTemplate(ui.trialClassChoice.ageGroupOption, {
          group: ageGroupName(g.name!),
          days: joinHebrew(g.days.map((day) => shortDayName(day as never))),
        }),
      ),
    ]);
    const [first] = groups;
    await group.selectOption(first!.name!);
    const date = tryOut.date;
    await date.fill(dayNotOn(first!.days));
    const message = fillTemplate(ui.trialBooking.ageGroupDays, { days: onDays(first!.days as never) });
    await expect(date).toHaveAccessibleDescription(message);
    await expect(tryOut.form.getByText(message)).toBeVisible();
    await expect(date).toHaveAttribute("data-unavailable", "true");
    await expect(tryOut.submitButton).toBeDisabled();
    await expectNoAxeViolations(tryOut.page, { include: "dialog" });
    await date.fill(daysOn(first!.days)[0]!);
    await expect(date).not.toHaveAttribute("aria-invalid", "true");
    await expect(tryOut.submitButton).toBeEnabled();
  });

  test("refuses a day the studio is closed as a day the class does not meet, and keeps the spec's blocked dates", async ({
    tryOut,
  }) => {
    const entry = classWithOneGroup();
    await tryOut.openOnClassPage(entry.slug);
    await expect(tryOut.groupChoice).toHaveCount(0);
    const closed = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].find(
      (day) => !site.openingHours.some((hours) => hours.day === day),
    )!;
    const date = tryOut.date;
    await date.fill(daysOn([closed])[0]!);
    await expect(date).toHaveAccessibleDescription(
      fillTemplate(ui.trialBooking.classDays, { days: onDays(classDays(entry) as never) }),
    );
    await expect(tryOut.submitButton).toBeDisabled();
    const blocked = booking.blockedDates.find((day) => day > "2025-07-10")!;
    await date.fill(blocked);
    await expect(date).toHaveAccessibleDescription(BLOCKED_MESSAGE);
    await expect(tryOut.submitButton).toBeDisabled();
  });

  test("ends in the completion step, whose WhatsApp message names the class, the group, the date and the name", async ({
    tryOut,
  }) => {
    const entry = classWithGroups();
    const [, second] = groupsOf(entry);
    await tryOut.openOnClassPage(entry.slug);
    const day = daysOn(second!.days)[0]!;
    await tryOut.fill({ group: second!.name!, date: day });
    const message = await sendAndReadWhatsapp(tryOut);
    const { classLine, ageGroupLine, dateLine } = ui.trialClassChoice;
    for (const text of [
      VISITOR.name,
      `${classLine}: ${entry.title}`,
      // The group as every page writes it: youngest first, one left-to-right run.
      `${ageGroupLine}: ${isolateNumberRanges(second!.name!)}`,
      `${dateLine}: ${trialDate(day)}`,
    ]) {
      expect(message).toContain(text);
    }
    await expect(tryOut.completion).toContainText(entry.title);
    await expect(tryOut.completion).toContainText(isolateNumberRanges(second!.name!));
  });
});

test.describe("the home page's try-out panel", () => {
  test("offers the same form, for any class, ending in the same completion step", async ({ page, tryOut }) => {
    await page.clock.install({ time: new Date(TEST_TIME) });
    await page.goto("/");
    await waitForHydration(page);
    await tryOut.openFromHomePanel();
    await expect(tryOut.classChoice).toHaveValue("");
    // No class chosen yet: a day the studio is closed is refused, naming the days it is open.
    const open = site.openingHours.map((hours) => hours.day);
    await tryOut.date.fill(dayNotOn(open));
    await expect(tryOut.date).toHaveAccessibleDescription(
      fillTemplate(ui.trialBooking.studioDays, { days: onDays(openDays(site.openingHours)) }),
    );
    const entry = classWithOneGroup();
    const day = daysOn(classDays(entry))[0]!;
    await tryOut.fill({ sport: entry.sport!, classSlug: entry.slug, date: day });
    const message = await sendAndReadWhatsapp(tryOut);
    expect(message).toContain(`${ui.trialClassChoice.classLine}: ${entry.title}`);
    expect(message).toContain(trialDate(day));
    expect(message).toContain(VISITOR.name);
  });
});
