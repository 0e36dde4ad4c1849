import { takesAge } from "../src/content/ages";
import { test, expect, waitForHydration } from "./fixtures";
import { classes, ui } from "./content";
import { TEST_TIME, daysOn } from "./trial-dates";

/**
 * Issue 18's whole journey on a 360 px phone: "my child is 9" on the home page, to a try-out request that names the
 * class, the group and the date, ready to send on WhatsApp.
 */
test("a parent goes from a nine-year-old to a try-out request naming class, group and date, on a phone", async ({
  page,
}) => {
  const entry = classes.find((candidate) => candidate.schedule.some((slot) => takesAge(slot, 9)))!;
  const group = entry.schedule.find((slot) => takesAge(slot, 9))!;
  const groupDays = entry.schedule.filter((slot) => slot.ageGroup === group.ageGroup).map((slot) => slot.day);
  const day = daysOn(groupDays)[0]!;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: new Date(TEST_TIME) });
  await page.goto("/");
  await waitForHydration(page);
  const choose = page.locator("section", { has: page.getByRole("heading", { name: "בחרו את החוג שלכם" }) });
  await choose.getByRole("textbox", { name: ui.ageFinder.label, exact: true }).fill("9");
  const card = choose.getByRole("listitem").filter({ has: page.getByRole("heading", { name: entry.title }) });
  await card.getByRole("link", { name: ui.ageFinder.trial }).click();

  const form = page.getByRole("dialog", { name: ui.trialBooking.title });
  await expect(form.getByLabel(ui.trialClassChoice.classLabel, { exact: true })).toHaveValue(entry.slug);
  if (group.ageGroup)
    await expect(form.getByLabel(ui.trialClassChoice.ageGroupLabel, { exact: true })).toHaveValue(group.ageGroup);
  await form.getByLabel(ui.trialBooking.name, { exact: true }).fill("דנה כהן");
  await form.getByLabel(ui.trialBooking.email, { exact: true }).fill("dana@example.com");
  await form.getByLabel(ui.trialBooking.date, { exact: true }).fill(day);
  page.once("dialog", (dialog) => dialog.accept());
  await form.getByRole("button", { name: ui.trialBooking.submit }).click();

  const step = page.getByRole("dialog", { name: ui.trialCompletion.title });
  const whatsapp = step.getByRole("link", { name: ui.trialCompletion.whatsapp });
  await expect(whatsapp).toBeInViewport();
  const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
  expect(message).toContain(`${ui.trialClassChoice.classLine}: ${entry.title}`);
  if (group.ageGroup) expect(message).toContain(`${ui.trialClassChoice.ageGroupLine}: ${group.ageGroup}`);
  expect(message).toContain("דנה כהן");
  expect(message).toContain(`${ui.trialClassChoice.dateLine}: `);
});
