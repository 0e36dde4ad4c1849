import type { Locator, Page } from "@playwright/test";
import { coachSchema } from "../src/content/model/coaches";
import { SEARCH_DESCRIPTION_MIN } from "../src/content/model/fields";
import { HEBREW_WEEKDAYS } from "../src/content/format";
import { test, expect } from "./fixtures";
import { editorPane, openCollectionEntry, openEditor, shot } from "./content-editor-helpers";
import { readContent } from "./content";
import { EDITOR_WORDS, editorWord, editorWordFor, editorWords } from "./editor-words";
import { editorLatinWords } from "./editor-latin-words";
import { phonePhoto, pictureFacts } from "./phone-photo";
import { PICTURE_SIZES } from "../src/content/picture-sizes";

/**
 * Issue 36, deliverable 5: the content editor in Hebrew the owner reads. Its form right to left, with addresses as
 * they are written; list entries summed up; no "(None)"; a removal that asks first and names what still refers to
 * the entry; a phone's photo taken whatever its name, and a new coach without a video. Screenshots for the owners'
 * guide (docs/images/content-editor/) go to EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const CLASSES = readContent("classes");
const COACHES = readContent("coaches");
const COACH_PHOTO = PICTURE_SIZES["videos/coaches"]!;
/** The left edge, on screen, of the character at `offset` of `element`'s text. */
const leftOf = (element: Locator, offset: number) =>
  element.evaluate((node, at) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(), start = 0; text; start += text.nodeValue!.length, text = walker.nextNode()) {
      if (at >= start + text.nodeValue!.length) continue;
      const range = document.createRange();
      range.setStart(text, at - start);
      range.setEnd(text, at - start + 1);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`no character ${at}`);
  }, offset);

/** Pictures the page at 1280 px and at 390 px, as a phone shows it. */
async function bothWidths(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  await focus?.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shot(page, `${name}-1280`, SHOTS);
  await page.setViewportSize({ width: 390, height: 844 });
  await focus?.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shot(page, `${name}-390`, SHOTS);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("the content editor in Hebrew (issue 36)", () => {
  test.setTimeout(180_000);

  test("labels and hints read right to left with addresses as written, sessions summed up by day and hours, and no (None)", async ({
    page,
    baseURL,
  }) => {
    await openEditor(page, baseURL!);
    await openCollectionEntry(page, "classes", CLASSES[0]!.title);
    const entry = editorPane(page);

    await test.step("a label and a hint are right to left, starting at the right", async () => {
      const slug = page.locator('section[data-key-path="slug"]');
      for (const part of [slug.locator("h4"), slug.locator(".hint")]) {
        expect(await part.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
      }
      const hint = slug.locator(".hint");
      const text = (await hint.textContent())!;
      // The hint's first word is at its right, and the Latin example inside it reads left to right.
      expect(await leftOf(hint, 0)).toBeGreaterThan(await leftOf(hint, text.indexOf("summer-camp")));
      expect(await leftOf(hint, text.indexOf("summer-camp"))).toBeLessThan(
        await leftOf(hint, text.indexOf("summer-camp") + 1),
      );
      await expect(hint).not.toContainText(/slug|YYYY|HH:MM|\.json|static\//);
    });

    await test.step("each weekly session is summed up by its day in Hebrew and its hours, and one is added by name", async () => {
      const sessions = CLASSES[0]!.schedule.map((slot) => `${HEBREW_WEEKDAYS[slot.day]}, ${slot.start}–${slot.end}`);
      const schedule = page.locator('section[data-key-path="schedule"]');
      await schedule.scrollIntoViewIfNeeded();
      const summaries = schedule.locator(".item .summary");
      await expect(summaries).toHaveCount(sessions.length);
      expect((await summaries.allTextContents()).map((text) => text.trim())).toEqual(sessions);
      // "הוספת מפגש שבועי", not the list's own plural name.
      await expect(schedule.getByRole("button", { name: editorWords("add_x", { name: "מפגש שבועי" }) })).toBeVisible();
      await bothWidths(page, "sessions", schedule);
    });

    await test.step("an optional choice offers its absence in Hebrew, and the editor's (None) is said in Hebrew", async () => {
      const trial = page.locator('section[data-key-path="trial"]');
      await trial.scrollIntoViewIfNeeded();
      await expect(trial.getByRole("radio", { name: "לא נקבע: יש שיעור ניסיון" })).toBeVisible();
      const sport = page.locator('section[data-key-path="sport"]');
      await sport.scrollIntoViewIfNeeded();
      await sport.getByRole("combobox").click();
      await expect(page.getByRole("option", { name: "לא נבחר" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(entry).not.toContainText("(None)");
      await expect(page.getByText("(None)")).toHaveCount(0);
    });
  });

  test("deleting a coach asks first, in Hebrew, naming the classes that still name the coach; 'לא למחוק' keeps the coach", async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    const coach = COACHES[0]!;
    const teaches = CLASSES.filter((entry) => entry.coaches.includes(coach.slug)).map((entry) => entry.title);
    expect(teaches.length).toBeGreaterThan(0);
    await openCollectionEntry(page, "coaches", coach.name);
    await page.getByRole("button", { name: EDITOR_WORDS.editorOptions }).click();
    await page.getByRole("menuitem", { name: editorWordFor("delete_entries", "one") }).click();
    const question = page.getByRole("dialog", { name: `למחוק את "${coach.name}"?` });
    await expect(question).toBeVisible();
    await expect(question.getByRole("listitem")).toHaveText(teaches);
    await bothWidths(page, "remove-coach");
    await question.getByRole("button", { name: "לא למחוק" }).click();
    await expect(question).toBeHidden();
    // Nothing was sent, and the coach's form is still open.
    await expect(editorPane(page).locator('section[data-key-path="name"]').getByRole("textbox")).toHaveValue(
      coach.name,
    );
    expect(github.commits).toEqual([]);
  });

  test("a new coach goes up with a phone's 12 MB photo IMG_2034.JPG, made web-sized and named safely, and no video; an address with spaces is refused first", async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    await page.evaluate(() => (window.location.hash = "#/collections/coaches/new"));
    await expect(page.getByRole("button", { name: EDITOR_WORDS.save })).toBeVisible({ timeout: 90_000 });
    const field = (name: string) => page.locator(`section[data-key-path="${name}"]`);
    const address = field("slug").getByRole("textbox");
    await field("name").getByRole("textbox").fill("מאיה לוי");
    const description = field("shortDescription").getByRole("textbox");
    // Two short lines, as a card's description may be: too short to be the coach page's description for search.
    await description.fill("מאמנת קרקס\nבד וחישוק");
    await field("order")
      .getByRole("spinbutton")
      .fill(String(COACHES.length + 1));
    await field("fullBio")
      .getByRole("button", { name: editorWords("add_x") })
      .click();
    await page.locator('section[data-key-path="fullBio.0"]').getByRole("textbox").fill("מאיה מלמדת קרקס.");
    // A phone's photo of 12 MB, under a phone camera's name: the editor makes it the size of a coach's card, and says
    // so, before anything is sent.
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(12_000_000);
    await field("poster").locator('input[type="file"]').first().setInputFiles({
      name: "IMG_2034.JPG",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await expect(field("poster")).toContainText("img_2034.jpg");
    await expect(field("poster").locator("[data-photo-guard]")).toContainText(
      `התמונה הוקטנה ל־${COACH_PHOTO.width} על ${COACH_PHOTO.height} פיקסלים`,
    );
    expect(github.commits).toEqual([]);
    await bothWidths(page, "new-coach-photo", field("poster"));
    // The name as the address, as an owner may write it first: the content model's own sentences, at each field, and
    // nothing sent.
    await address.fill("Maya Levi");
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(
      field("slug").getByRole("alert").filter({ hasText: "צריך להיות כתובת באותיות אנגליות קטנות" }),
    ).toBeVisible();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(
      field("shortDescription")
        .getByRole("alert")
        .filter({ hasText: `לפחות ${SEARCH_DESCRIPTION_MIN} תווים` }),
    ).toBeVisible();
    expect(github.commits).toEqual([]);
    await description.fill("מאמנת קרקס\nבד אווירי, חישוק וטרפז לילדים ולמבוגרים");
    await address.fill("maya-levi");
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
    const files = Object.assign({}, ...github.commits.map((commit) => commit.files)) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(["content/coaches/maya-levi.json", "static/videos/coaches/img_2034.jpg"]);
    // What was sent is web-sized: a JPEG of the card's size, within a coach's photo's weight (was 12 MB).
    const sent = await pictureFacts(github.commits.at(-1)!.bytes["static/videos/coaches/img_2034.jpg"]!);
    test.info().annotations.push({ type: "the photo sent", description: JSON.stringify(sent) });
    expect(sent).toMatchObject({ format: "jpeg", width: COACH_PHOTO.width, height: COACH_PHOTO.height });
    expect(sent.bytes).toBeLessThanOrEqual(COACH_PHOTO.maxBytes);
    const added = JSON.parse(files["content/coaches/maya-levi.json"]!) as Record<string, unknown>;
    expect(added).toMatchObject({ slug: "maya-levi", name: "מאיה לוי", poster: "img_2034.jpg" });
    expect(added).not.toHaveProperty("video");
    expect(coachSchema.safeParse(added).success).toBe(true);
  });

  test("a phone's photo dropped on a coach's photo field is made web-sized too, whole, and nothing is sent", async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    await page.evaluate(() => (window.location.hash = "#/collections/coaches/new"));
    const zone = page.locator('section[data-key-path="poster"] .drop-target');
    await expect(zone).toBeVisible({ timeout: 90_000 });
    // A photo taken sideways, 12 MP of noise made in the page as a phone's camera writes it, dropped from the desktop.
    await zone.evaluate(async (target) => {
      const canvas = Object.assign(document.createElement("canvas"), { width: 4032, height: 3024 });
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(canvas.width, canvas.height);
      for (let at = 0; at < pixels.data.length; at += 65536)
        crypto.getRandomValues(pixels.data.subarray(at, at + 65536));
      for (let at = 3; at < pixels.data.length; at += 4) pixels.data[at] = 255;
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/jpeg", 0.95));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "IMG_2035.JPG", { type: "image/jpeg" }));
      target.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    // As high as the card and wider: the whole photo, for the site to choose what the card shows.
    await expect(page.locator('section[data-key-path="poster"] [data-photo-guard]')).toContainText(
      `התמונה הוקטנה ל־853 על ${COACH_PHOTO.height} פיקסלים`,
    );
    await expect(page.locator('section[data-key-path="poster"]')).toContainText("img_2035.jpg");
    expect(github.commits).toEqual([]);
  });

  test("the picture picker and the question after saving are in Hebrew, and the question says the change goes up by itself", async ({
    page,
    baseURL,
  }) => {
    const { github } = await openEditor(page, baseURL!);
    const coach = COACHES[0]!;
    await openCollectionEntry(page, "coaches", coach.name);
    const poster = editorPane(page).locator('section[data-key-path="poster"]');
    await poster.scrollIntoViewIfNeeded();
    await poster.getByRole("button", { name: editorWord("replace_file") }).click();
    const picker = page.getByRole("dialog", { name: editorWord("assets_dialog.title.file") });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("button", { name: EDITOR_WORDS.upload, exact: true })).toBeVisible();
    expect(await editorLatinWords(page)).toEqual([]);
    await bothWidths(page, "picture-picker");
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();

    const name = editorPane(page).locator('section[data-key-path="name"]').getByRole("textbox");
    await name.fill(`${coach.name} `);
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText(editorWord("workflow.confirm_sending_for_review"));
    await expect(question.getByRole("button", { name: EDITOR_WORDS.sendForReview })).toBeVisible();
    await expect(question.getByRole("button", { name: EDITOR_WORDS.later })).toBeVisible();
    expect(await editorLatinWords(page)).toEqual([]);
    await bothWidths(page, "send-question");
  });

  test("the buttons the guide names are the editor's own, in its words", async ({ page, baseURL }) => {
    await openEditor(page, baseURL!);
    await openCollectionEntry(page, "classes", CLASSES[0]!.title);
    const pane = editorPane(page);
    for (const name of [EDITOR_WORDS.save, EDITOR_WORDS.expandAll, EDITOR_WORDS.collapseAll]) {
      await expect(page.getByRole("button", { name, exact: true }).first()).toBeVisible();
    }
    await expect(pane.getByRole("button", { name: editorWords("add_x") }).first()).toBeAttached();
    await expect(pane.locator(`button[aria-label="${EDITOR_WORDS.expand}"]`).first()).toBeAttached();
    await expect(pane.locator(`button[aria-label="${EDITOR_WORDS.remove}"]`).first()).toBeAttached();
    // The sessions: "פתיחת הכול" and "סגירת הכול" above them, × on each, "הוספת …" below, and "שמירה" at the top.
    await pane
      .locator('section[data-key-path="schedule"]')
      .evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shot(page, "editor-buttons", SHOTS);
    await page.evaluate(() => (window.location.hash = "#/workflow"));
    await expect(page.getByRole("radio", { name: EDITOR_WORDS.workflow })).toBeChecked({ timeout: 30_000 });
    const board = page.getByRole("group", { name: EDITOR_WORDS.workflow });
    for (const column of ["status.drafts", "status.in_review", "status.ready"].map(editorWord)) {
      await expect(board.getByRole("group", { name: column, exact: true })).toBeVisible();
    }
    await shot(page, "workflow", SHOTS);
  });
});
