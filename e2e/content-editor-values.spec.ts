import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { events, classes, faq } from "./content";
import {
  answerLater,
  checkWith,
  editorLabel,
  editorPane,
  openCollectionEntry,
  openEditor,
  openEntry,
  openFile,
  ROOT,
  shot,
  typeOver,
} from "./content-editor-helpers";
import type { GitHubStandIn } from "./github-stand-in";
import { EDITOR_WORDS } from "./editor-words";
import { englishTwinPath } from "../src/content/english-twin-path";

/**
 * Issue 36: a value the content model would refuse is refused at its field, in Hebrew, before anything is sent, and
 * the file keeps its value; a price written with its currency becomes the number. The cases are the owner's own
 * trial's. Each test asserts what the stand-in for GitHub received: nothing, or exactly the intended value.
 * Screenshots of each refusal at 1280 and 390 px go to EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const shipped = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Saves, and expects `field` refused with `message` beside it and nothing sent; pictures it at both widths. */
async function expectRefused(
  page: Page,
  github: GitHubStandIn,
  { field, message, name }: { field: Locator; message: string; name: string },
) {
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  const pane = editorPane(page);
  await expect(pane.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shot(page, `${name}-1280`, SHOTS);
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shot(page, `${name}-390`, SHOTS);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // A save that went ahead would have asked for its branch by now.
  await page.waitForTimeout(1_000);
  expect(github.commits).toEqual([]);
  expect(github.pullRequests).toEqual([]);
}

/** Saves, and returns the one file the stand-in received, once its pull request is open. */
async function saveOneFile(page: Page, github: GitHubStandIn) {
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
  await answerLater(page);
  expect(github.commits).toHaveLength(1);
  const [[file, text]] = Object.entries(github.commits[0]!.files) as [[string, string]];
  return { file, text };
}

/** The lines of `after` that differ from the shipped `file`, trimmed. */
const changedLines = (file: string, after: string) => {
  const before = shipped(file).split("\n");
  return after.split("\n").flatMap((line, index) => (line === before[index] ? [] : [line.trim()]));
};

test.describe("the owner's values in the content editor (issue 36)", () => {
  test.setTimeout(180_000);

  test('"70 ₪" as the try-out price is the number 70; words instead of a number are refused and the 60 stays', async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    await openFile(page, editorLabel("booking"));
    const price = editorPane(page).getByRole("spinbutton", { name: editorLabel("booking", "priceILS") });
    await expect(price).toHaveValue("60");

    await typeOver(price, "שבעים");
    // Refused as the box is left, and again by "שמירה".
    await expectRefused(page, github, {
      field: price,
      message: "כתבו את המספר בספרות",
      name: "refused-price-words",
    });
    await typeOver(price, "70.5");
    await expectRefused(page, github, {
      field: price,
      message: "מספר שלם",
      name: "refused-price-fraction",
    });

    await typeOver(price, "");
    await expectRefused(page, github, { field: price, message: "השדה ריק", name: "refused-price-empty" });

    await typeOver(price, "70 ₪");
    await expect(price).toHaveValue("70");
    await expect(price).not.toHaveAttribute("aria-invalid", "true");
    const { file, text } = await saveOneFile(page, github);
    expect(file).toBe("content/booking.json");
    expect(changedLines(file, text)).toEqual(['"priceILS": 70,']);
  });

  test("`150 ש\"ח` as an event's price is the number 150", async ({ page, baseURL }) => {
    const { github } = await openEditor(page, baseURL!);
    const [event] = events;
    await openCollectionEntry(page, "events", event!.title);
    const price = editorPane(page).getByRole("spinbutton", { name: editorLabel("events", "priceILS") });
    await typeOver(price, '150 ש"ח');
    await expect(price).toHaveValue("150");
    const { file, text } = await saveOneFile(page, github);
    expect(file).toBe(`content/events/${event!.slug}.json`);
    expect((JSON.parse(text) as { priceILS?: unknown }).priceILS).toBe(150);
  });

  test("an event's date left half typed is refused, and nothing is sent", async ({ page, baseURL }) => {
    const { github } = await openEditor(page, baseURL!);
    await openCollectionEntry(page, "events", events[0]!.title);
    const field = editorPane(page).getByRole("group", { name: editorLabel("events", "date") });
    const date = field.getByRole("textbox");
    // Shown day first; a date chosen in the browser's calendar (its unseen date box's) too.
    const [year, month, day] = events[0]!.date.split("-");
    await expect(date).toHaveValue(`${day}/${month}/${year}`);
    await field.locator('input[type="date"]').fill("2027-10-09", { force: true });
    await expect(date).toHaveValue("09/10/2027");
    // The year's last digits taken away: no date.
    await date.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(date).toHaveValue("09/10/20");
    await expectRefused(page, github, { field: date, message: "התאריך לא שלם או לא קיים", name: "refused-date-half" });
  });

  test("an emptied FAQ question is refused, its entry stays open, and nothing is sent", async ({ page, baseURL }) => {
    const { github } = await openEditor(page, baseURL!);
    await openFile(page, editorLabel("faq"));
    const entry = await openEntry(editorPane(page), 0);
    const question = entry.getByRole("textbox", { name: editorLabel("faq", "items", "question"), exact: true });
    await expect(question).toHaveValue(faq[0]!.question);
    await typeOver(question, " ");
    // Collapsed, the entry would no longer be on the page, and its empty question would be saved unseen.
    await editorPane(page)
      .locator(`button[aria-label="${EDITOR_WORDS.collapse}"][aria-controls$="-item-0-body"]`)
      .first()
      .click();
    await expect(question).toBeVisible();
    await expect(question).toHaveAttribute("aria-invalid", "true");
    await expectRefused(page, github, { field: question, message: "השדה ריק", name: "refused-empty-question" });
  });

  test("a start time of 25:00 is refused with the hours it may have, and 16:15 arrives as typed", async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    const [first] = classes;
    await openCollectionEntry(page, "classes", first!.title);
    const slot = await openEntry(editorPane(page), 0);
    const start = slot.getByRole("textbox", { name: editorLabel("classes", "schedule", "start") });
    await typeOver(start, "25:00");
    await expectRefused(page, github, { field: start, message: "צריכה להיות שעה", name: "refused-time-25" });

    await typeOver(start, "16:15");
    await expect(start).not.toHaveAttribute("aria-invalid", "true");
    const { file, text } = await saveOneFile(page, github);
    expect(file).toBe(`content/classes/${first!.slug}.json`);
    expect(changedLines(file, text)).toEqual(['"start": "16:15",']);
  });

  test("an hour changed in a class written in English too: its English's copy follows, and both pass the check", async ({
    page,
    baseURL,
  }) => {
    const [first] = classes;
    const hebrew = `content/classes/${first!.slug}.json`;
    const twin = englishTwinPath(hebrew);
    const english = `${JSON.stringify({ title: "A class in English" }, null, 2)}\n`;
    const { github } = await openEditor(page, baseURL!, undefined, { [twin]: english });
    await openCollectionEntry(page, "classes", first!.title);
    await expect(editorPane(page, "en").getByRole("textbox", { name: /^כותרת הדף/ })).toHaveValue("A class in English");
    const slot = await openEntry(editorPane(page), 0);
    await typeOver(slot.getByRole("textbox", { name: editorLabel("classes", "schedule", "start") }), "16:15");
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
    await answerLater(page);
    // One request, both files: the Hebrew's hour, and the English's copy of it (the title as it was).
    expect(github.listed[0]!.files).toEqual([hebrew, twin]);
    const files = github.commits[0]!.files;
    expect(changedLines(hebrew, files[hebrew]!)).toEqual(['"start": "16:15",']);
    expect(JSON.parse(files[twin]!)).toMatchObject({ title: "A class in English", schedule: [{ start: "16:15" }] });
    expect(checkWith({ [twin]: files[twin]!, [hebrew]: files[hebrew]! })).toEqual([]);
  });
});
