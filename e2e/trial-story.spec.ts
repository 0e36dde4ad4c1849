import { takesAge } from "../src/content/ages";
import { test, expect, waitForHydration } from "./fixtures";
import { classes, ui } from "./content";
import { classDays, classWithOneGroup, daysOn, groupsOf } from "./trial-dates";
import { AgeFinder } from "./pages/age-finder";

/**
 * Issue 28: the try-out tells one story. The alert and the completion step agree (the details are kept, one step is
 * left to reserve the place), and the group is chosen for the visitor whenever it can be known. Without JavaScript a
 * class page's try-out keeps the class: no-javascript.spec.ts.
 */
/** A class with several groups of which exactly one takes `age`, and that group's name. */
function classWithOneGroupFor(age: number) {
  for (const entry of classes) {
    const taking = groupsOf(entry).filter((group) =>
      entry.schedule.some((slot) => (slot.ageGroup ?? null) === group.name && takesAge(slot, age)),
    );
    if (groupsOf(entry).length > 1 && taking.length === 1) return { entry, group: taking[0]!.name! };
  }
  throw new Error(`content/classes/ has no class with several groups, one of them for age ${age}`);
}

test("after the form, the alert and the completion step say the same: kept, one step left to reserve", async ({
  page,
  tryOut,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const entry = classWithOneGroup();
  await tryOut.openOnClassPage(entry.slug);
  await tryOut.fill({ date: daysOn(classDays(entry))[0]! });
  const said = await tryOut.send();
  // Beyond its thanks, the alert tells where things stand, and the next step says the very same sentence.
  const told = said.replace(ui.trialBooking.thanks, "").trim();
  expect(told, "the alert says more than thanks").not.toBe("");
  expect(told).toBe(ui.trialCompletion.saved);
  await tryOut.expectCompletion();
  const step = tryOut.completion;
  await expect(step.getByRole("link", { name: ui.trialCompletion.provider })).toBeVisible();
  await expect(step.getByRole("link", { name: ui.trialCompletion.whatsapp })).toBeVisible();
});

test("the age typed in the home page's finder reaches the class page, whose try-out picks the group", async ({
  page,
  tryOut,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const age = 9;
  const { entry, group } = classWithOneGroupFor(age);
  await page.goto("/");
  await waitForHydration(page);
  const finder = new AgeFinder(page);
  await finder.typeAge(age);
  const card = finder.card(entry.title);
  const classLink = card.getByRole("heading").getByRole("link", { name: entry.title });
  // In the address itself, so that a class opened in a new tab knows the age too.
  await expect(classLink).toHaveAttribute("href", new RegExp(`/classes/${entry.slug}/?\\?age=${age}$`));
  await classLink.click();
  await expect(page).toHaveURL(new RegExp(`/classes/${entry.slug}/?\\?age=${age}$`));
  await waitForHydration(page);
  await tryOut.open();
  await expect(tryOut.classChoice).toHaveValue(entry.slug);
  await expect(tryOut.groupChoice).toHaveValue(group);

  // A class with one group: nothing to pick, the class is set.
  await page.keyboard.press("Escape");
  await expect(tryOut.form).toBeHidden();
  const single = classWithOneGroup();
  await page.goto(`/classes/${single.slug}?age=${age}`);
  await waitForHydration(page);
  await tryOut.open();
  await expect(tryOut.classChoice).toHaveValue(single.slug);
  await expect(tryOut.groupChoice).toHaveCount(0);
});
