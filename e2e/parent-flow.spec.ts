import { isolateNumberRanges } from "../src/content/number-runs";
import { takesAge } from "../src/content/ages";
import { test, expect, waitForHydration } from "./fixtures";
import { classes, ui } from "./content";
import { TEST_TIME, daysOn } from "./trial-dates";
import { VISITOR } from "./pages/try-out-dialog";
import { AgeFinder } from "./pages/age-finder";

/**
 * Issue 18's whole journey on a 360 px phone: "my child is 9" on the home page, to a try-out request that names the
 * class, the group and the date, ready to send on WhatsApp.
 */
test("a parent goes from a nine-year-old to a try-out request naming class, group and date, on a phone", async ({
  page,
  tryOut,
}) => {
  const entry = classes.find((candidate) => candidate.schedule.some((slot) => takesAge(slot, 9)))!;
  const group = entry.schedule.find((slot) => takesAge(slot, 9))!;
  const groupDays = entry.schedule.filter((slot) => slot.ageGroup === group.ageGroup).map((slot) => slot.day);
  const day = daysOn(groupDays)[0]!;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: new Date(TEST_TIME) });
  await page.goto("/");
  await waitForHydration(page);
  const finder = new AgeFinder(page);
  await finder.typeAge(9);
  const card = finder.card(entry.title);
  await tryOut.open(card.getByRole("link", { name: ui.ageFinder.trial }));
  await expect(tryOut.classChoice).toHaveValue(entry.slug);
  if (group.ageGroup) await expect(tryOut.groupChoice).toHaveValue(group.ageGroup);
  await tryOut.fill({ date: day });
  await tryOut.send();

  await expect(tryOut.completion.getByRole("link", { name: ui.trialCompletion.whatsapp })).toBeInViewport();
  const message = await tryOut.whatsappMessage();
  expect(message).toContain(`${ui.trialClassChoice.classLine}: ${entry.title}`);
  // The group as every page writes it: youngest first, one left-to-right run.
  if (group.ageGroup)
    expect(message).toContain(`${ui.trialClassChoice.ageGroupLine}: ${isolateNumberRanges(group.ageGroup)}`);
  expect(message).toContain(VISITOR.name);
  expect(message).toContain(`${ui.trialClassChoice.dateLine}: `);
});
