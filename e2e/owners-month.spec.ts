import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { booking, classes, coaches, events, faq, site } from "./content";
import { SAVE_NOTICE_TEXTS, STRIP_ID } from "../site-build/content/editor-save-notice";
import { CHANGE_STATES, statusComment } from "../site-build/content/change-status";
import { editorTitle } from "../site-build/content/editor-config";
import { englishTwinPath } from "../src/content/model/english";
import { ENGLISH_ONLY_MESSAGE } from "../site-build/content/editor-english-guard";
import {
  answerAfterSaving,
  checkWith,
  editorPane,
  LANGUAGE_NAMES,
  openCollectionEntry,
  openEditor,
  openEntry,
  reveal,
  ROOT,
  shot,
  typeOver,
} from "./content-editor-helpers";
import type { GitHubStandIn } from "./github-stand-in";
import { editorLatinWords } from "./editor-latin-words";
import { EDITOR_WORDS, editorWords } from "./editor-words";
import { phonePhoto, pictureFacts } from "./phone-photo";
import { ALL_CHECKS_PASSED, commentStep, publishStep } from "./publish-steps";
import { changeTitle, editorForms } from "../scripts/ci/change-status-comment";
import { PICTURE_SIZES } from "../src/content/picture-sizes";

/**
 * Issue 36's test of the whole: the owner's month, done in the editor as she does it, at 1280 px and on a 390 px
 * phone. A class's hour, a summer pause, a notice, an event's price written with its currency, a new try-out price, a
 * new coach with a phone's photo and no video yet, a typo in the FAQ, and a class's English written beside its Hebrew
 * (issue 47): each change its own pull request holding its own file, with the value as meant, and all of them together
 * pass the content check. Screenshots of each step go to
 * EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const COACH_PHOTO = PICTURE_SIZES["videos/coaches"]!;

interface EditorForm {
  name: string;
  label: string;
  fields?: EditorForm[];
  options?: { value: unknown; label: string }[];
}
const CONFIG = JSON.parse(fs.readFileSync(path.join(ROOT, "static/admin/content/config.json"), "utf8")) as {
  singletons: EditorForm[];
  collections: EditorForm[];
};
const formField = (form: EditorForm, name: string) => form.fields!.find((field) => field.name === name)!;
const classForm = CONFIG.collections.find((form) => form.name === "classes")!;
const PAUSED = formField(classForm, "status").options!.find((option) => option.value === "paused")!.label;

/** HH:MM a quarter of an hour earlier. */
const quarterEarlier = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const total = hours * 60 + minutes - 15;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

/**
 * Goes to one of the editor's pages by its address, and waits for its form. Going to the list after a save, the editor
 * may still change the address once (from the phone's list of kinds to the first kind's list): then it goes again.
 */
async function open(page: Page, hash: string) {
  const address = () => page.evaluate(() => window.location.hash);
  await expect(async () => {
    if ((await address()) !== hash) await page.evaluate((to) => (window.location.hash = to), hash);
    await expect(editorPane(page)).toBeVisible({ timeout: 10_000 });
    expect(await address()).toBe(hash);
  }).toPass({ timeout: 90_000 });
  // The editor renders a field only once its placeholder has come into view.
  await reveal(editorPane(page));
}

/** The month's changes, each its own pull request. */
const MONTH_CHANGES = 8;

const shippedText = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/**
 * Shows the open entry's English, as the owner does: beside the Hebrew on a wide screen; on a phone, where one
 * language shows at a time, after choosing English above the form. (Every shipped entry has its English on.)
 */
async function showEnglish(page: Page, width: number) {
  if (width < 1000) {
    await page
      .getByRole("combobox", { name: editorWords("switch_locale") })
      .first()
      .click();
    await page.getByRole("option").filter({ hasText: LANGUAGE_NAMES.en }).click();
  }
  await expect(editorPane(page, "en")).toBeVisible();
  await reveal(editorPane(page, "en"));
}

/** The new coach's address, which the owner types: a value of hers, in Latin letters. */
const NEW_COACH = "maya-levi";

/**
 * The editor's page speaks Hebrew where the owner is now (`where`): no Latin word but GitHub and the owner's values.
 * A soft check: every step is read, and the test fails at its end.
 */
async function speaksHebrew(page: Page, where: string) {
  const words = await editorLatinWords(page, [NEW_COACH]);
  expect.soft(words, `Latin words on the editor's page: ${where}`).toEqual([]);
}

/**
 * The files a saved entry changes: its own, and its English twin when it has one (the editor writes the twin's
 * copies of the entry's values, and the twin in its form's order).
 */
const entryFiles = (file: string) =>
  [file, englishTwinPath(file)].filter((each) => each === file || fs.existsSync(path.join(ROOT, each))).sort();

/** A field of the form's Hebrew pane (on a computer an entry with English shows both panes). */
const fieldAt = (page: Page, keyPath: string) => editorPane(page).locator(`section[data-key-path="${keyPath}"]`);

/**
 * The strip above the editor holds the note of the last save, and the editor's layers start below it: the note covers
 * nothing the owner taps next.
 */
async function expectNoteAboveTheEditor(page: Page) {
  const strip = page.locator(`#${STRIP_ID}`);
  await expect(strip.getByRole("status")).toContainText(SAVE_NOTICE_TEXTS.sent);
  await expect(strip.getByRole("link", { name: SAVE_NOTICE_TEXTS.changes })).toBeVisible();
  const stripBox = (await strip.boundingBox())!;
  const editorBox = (await page.locator(".sui.app-shell").boundingBox())!;
  expect(editorBox.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 0.5);
  expect(editorBox.y + editorBox.height).toBeLessThanOrEqual(page.viewportSize()!.height + 0.5);
}

/**
 * Saves, answers "שליחה לאתר" to sending it to the site, waits until the editor is back on the list it came from, and
 * returns what that save sent: its files, by path. Pictures of the form before and of the list after, with the note.
 */
async function save(page: Page, github: GitHubStandIn, name: string, width: number) {
  await shot(page, `month-${name}-${width}`, SHOTS);
  await speaksHebrew(page, `${name}, the form`);
  const before = github.pullRequests.length;
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(before + 1);
  await expect(page.getByRole("alertdialog")).toBeVisible({ timeout: 60_000 });
  await speaksHebrew(page, `${name}, the question after saving`);
  await answerAfterSaving(page, EDITOR_WORDS.sendForReview);
  // GitHub's ready_for_review, which starts the publish workflow once the change's checks are done.
  await expect.poll(() => github.readyForReview.length, { timeout: 60_000 }).toBe(before + 1);
  await expectNoteAboveTheEditor(page);
  await speaksHebrew(page, `${name}, the list after saving`);
  await shot(page, `month-${name}-saved-${width}`, SHOTS);
  return github.commits.at(-1)!.files;
}

/**
 * The workflows after the month's changes, against the stand-in: each change's checks pass, the publish step merges
 * it with no second person, and main's run says on it that it is live. The owner follows them from the editor's strip
 * to the page of changes.
 */
async function publishTheMonth(page: Page, github: GitHubStandIn, width: number) {
  const api = await github.serve();
  try {
    for (const pull of github.listed) {
      github.setChecks(pull.head.sha, ALL_CHECKS_PASSED);
      expect(await publishStep(api.url, { PULL_REQUEST: String(pull.number) })).toMatchObject({ status: 0 });
    }
    expect(github.merges).toHaveLength(MONTH_CHANGES);
    await github.install(page.context());
    const [changes] = await Promise.all([
      page.context().waitForEvent("page"),
      page.locator(`#${STRIP_ID}`).getByRole("link", { name: SAVE_NOTICE_TEXTS.changes }).click(),
    ]);
    const states = changes.locator("li .state");
    await expect(states).toHaveText(Array<string>(MONTH_CHANGES).fill(CHANGE_STATES.publishing.label));
    // Titled as the workflow titles a change: by its forms and entries, as the owner knows them.
    const sent = Object.assign({}, ...github.commits.map((commit) => commit.files)) as Record<string, string>;
    const read = (file: string) => (file.endsWith(".json") ? (JSON.parse(sent[file]!) as unknown) : undefined);
    for (const pull of github.listed) {
      const commit = pull.merge_commit_sha!;
      const title = changeTitle(pull.files!, editorForms(CONFIG), read);
      const live = statusComment({ state: "live", commit, title, problems: [] });
      expect(await commentStep(api.url, commit, live)).toMatchObject({ status: 0 });
    }
    await changes.reload();
    await expect(states).toHaveText(Array<string>(MONTH_CHANGES).fill(CHANGE_STATES.live.label));
    // Each change by what it is in the owner's words, not by a file's path.
    for (const heading of await changes.locator("li h2").allTextContents()) expect(heading).not.toMatch(/[a-z]/i);
    await shot(changes, `month-published-${width}`, SHOTS);
    await changes.close();
  } finally {
    await api.close();
  }
}

for (const width of [1280, 390]) {
  test.describe(`the owner's month at ${width} px`, () => {
    // In a browser whose language is English: the editor speaks Hebrew, and takes dates day first, all the same.
    test.use(
      width === 390
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-US" }
        : { viewport: { width: 1280, height: 800 }, locale: "en-US" },
    );

    test("eight changes, each its own pull request with its own file and the value as meant, published alone", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const { github, elsewhere } = await openEditor(page, baseURL!, () => speaksHebrew(page, "signing in"));
      // The page in Hebrew, right to left, and named so: "<where the owner is> – עורך התוכן של <the studio>".
      await expect(page.locator("html")).toHaveAttribute("lang", "he");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const title = editorTitle(site.brand).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(page).toHaveTitle(new RegExp(`^(?:.+ – )?${title}$`));
      const sent: Record<string, string | Buffer>[] = [];
      const json = (files: Record<string, string>, file: string) => JSON.parse(files[file]!) as Record<string, unknown>;

      await test.step("a class's hour", async () => {
        const [lesson] = classes;
        await open(page, `#/collections/classes/entries/${lesson!.slug}`);
        const slot = await openEntry(fieldAt(page, "schedule"), 0);
        const start = slot.getByRole("textbox", { name: /^שעת התחלה/ });
        const hour = quarterEarlier(lesson!.schedule[0]!.start);
        await typeOver(start, hour);
        const files = await save(page, github, "hour", width);
        expect(Object.keys(files).sort()).toEqual(entryFiles(`content/classes/${lesson!.slug}.json`));
        expect(json(files, `content/classes/${lesson!.slug}.json`)).toEqual({
          ...lesson,
          schedule: [{ ...lesson!.schedule[0], start: hour }, ...lesson!.schedule.slice(1)],
        });
        sent.push(files);
      });

      await test.step("a summer pause", async () => {
        const paused = classes[1]!;
        // From the list the editor went back to, as the owner goes: the note of the last save goes with the new form.
        await expect(page.getByText(SAVE_NOTICE_TEXTS.sent)).toBeVisible();
        await openCollectionEntry(page, "classes", paused.title);
        await expect(page.getByText(SAVE_NOTICE_TEXTS.sent)).toBeHidden();
        const pause = fieldAt(page, "status").getByRole("radio", { name: PAUSED });
        await pause.scrollIntoViewIfNeeded();
        await pause.check();
        const files = await save(page, github, "pause", width);
        expect(Object.keys(files).sort()).toEqual(entryFiles(`content/classes/${paused.slug}.json`));
        expect(json(files, `content/classes/${paused.slug}.json`)).toEqual({ ...paused, status: "paused" });
        sent.push(files);
      });

      await test.step("a notice", async () => {
        await open(page, "#/collections/notices/new");
        await fieldAt(page, "text")
          .getByRole("textbox")
          .fill("השיעורים ביום שישי, 8 באוקטובר, מבוטלים בגלל האירוע בסטודיו");
        // Day first, whatever the browser's language (the test's is English, which puts the month first).
        expect(await page.evaluate(() => navigator.language)).toBe("en-US");
        const until = fieldAt(page, "until").getByRole("textbox");
        await until.pressSequentially("08102027");
        await expect(until).toHaveValue("08/10/2027");
        const files = await save(page, github, "notice", width);
        const [file] = Object.keys(files);
        expect(Object.keys(files)).toHaveLength(1);
        expect(file).toMatch(/^content\/notices\/2027-10-08-[\w-]+\.json$/);
        expect(json(files, file!)).toEqual({
          text: "השיעורים ביום שישי, 8 באוקטובר, מבוטלים בגלל האירוע בסטודיו",
          until: "2027-10-08",
        });
        sent.push(files);
      });

      await test.step("an event's price written with its currency", async () => {
        const [event] = events;
        await open(page, `#/collections/events/entries/${event!.slug}`);
        await typeOver(editorPane(page).getByRole("spinbutton", { name: "המחיר בשקלים" }), '150 ש"ח');
        const files = await save(page, github, "event-price", width);
        expect(Object.keys(files).sort()).toEqual(entryFiles(`content/events/${event!.slug}.json`));
        expect(json(files, `content/events/${event!.slug}.json`)).toEqual({ ...event, priceILS: 150 });
        sent.push(files);
      });

      await test.step("a new try-out price", async () => {
        await open(page, "#/collections/_singletons/entries/booking");
        await typeOver(editorPane(page).getByRole("spinbutton", { name: "מחיר שיעור הניסיון בשקלים" }), "70 ₪");
        const files = await save(page, github, "trial-price", width);
        expect(Object.keys(files).sort()).toEqual(entryFiles("content/booking.json"));
        expect(json(files, "content/booking.json")).toEqual({ ...booking, priceILS: 70 });
        sent.push(files);
      });

      await test.step("a new coach with a phone's photo, before the video exists", async () => {
        await open(page, "#/collections/coaches/new");
        await fieldAt(page, "slug").getByRole("textbox").fill(NEW_COACH);
        await fieldAt(page, "name").getByRole("textbox").fill("מאיה לוי");
        await fieldAt(page, "shortDescription")
          .getByRole("textbox")
          .fill("מאמנת קרקס\nבד אווירי, חישוק וטרפז לילדים ולמבוגרים");
        await fieldAt(page, "order")
          .getByRole("spinbutton")
          .fill(String(coaches.length + 1));
        await fieldAt(page, "fullBio")
          .getByRole("button", { name: editorWords("add_x") })
          .click();
        await fieldAt(page, "fullBio.0").getByRole("textbox").fill("מאיה מלמדת קרקס.");
        // The photo as the phone took it, 12 MB: the editor sends it web-sized.
        const photo = await phonePhoto();
        await fieldAt(page, "poster")
          .locator('input[type="file"]')
          .first()
          .setInputFiles({ name: "IMG_2034.JPG", mimeType: "image/jpeg", buffer: photo });
        await expect(fieldAt(page, "poster")).toContainText("img_2034.jpg");
        const files = await save(page, github, "new-coach", width);
        // The new entry's file and its photo (and, as the editor may write it, its English twin: copies, no text).
        expect(
          Object.keys(files)
            .filter((file) => file !== englishTwinPath("content/coaches/maya-levi.json"))
            .sort(),
        ).toEqual(["content/coaches/maya-levi.json", "static/videos/coaches/img_2034.jpg"]);
        const { bytes } = github.commits.at(-1)!;
        const sentPhoto = await pictureFacts(bytes["static/videos/coaches/img_2034.jpg"]!);
        test.info().annotations.push({ type: `the photo sent at ${width} px`, description: JSON.stringify(sentPhoto) });
        expect(sentPhoto).toMatchObject({ format: "jpeg", width: COACH_PHOTO.width, height: COACH_PHOTO.height });
        expect(sentPhoto.bytes).toBeLessThanOrEqual(COACH_PHOTO.maxBytes);
        expect(json(files, "content/coaches/maya-levi.json")).toEqual({
          slug: "maya-levi",
          name: "מאיה לוי",
          shortDescription: "מאמנת קרקס\nבד אווירי, חישוק וטרפז לילדים ולמבוגרים",
          fullBio: ["מאיה מלמדת קרקס."],
          poster: "img_2034.jpg",
          order: coaches.length + 1,
        });
        // The photo as its bytes, which the content check weighs.
        sent.push({ ...files, ...bytes });
      });

      await test.step("a typo in the FAQ", async () => {
        const [question] = faq;
        const fixed = `${question!.question.replace(/[?]$/, "")}?`.replace("להביא", "להביא איתי");
        await open(page, "#/collections/_singletons/entries/faq");
        const entry = await openEntry(editorPane(page), 0);
        const field = entry.getByRole("textbox", { name: "השאלה", exact: true });
        await typeOver(field, fixed);
        const files = await save(page, github, "faq", width);
        expect(Object.keys(files).sort()).toEqual(entryFiles("content/faq.json"));
        const saved = JSON.parse(files["content/faq.json"]!) as typeof faq;
        expect(saved).toEqual([{ ...question, question: fixed }, ...faq.slice(1)]);
        sent.push(files);
      });

      await test.step("a class's English, beside its Hebrew", async () => {
        // A class that the month has not changed yet: a change of one already waiting would join its request.
        const nineYearOlds = classes
          .slice(2)
          .find((entry) => entry.schedule.some(({ minAge, maxAge }) => minAge <= 9 && 9 <= (maxAge ?? 99)))!;
        const twin = englishTwinPath(`content/classes/${nineYearOlds.slug}.json`);
        await open(page, `#/collections/classes/entries/${nineYearOlds.slug}`);
        await showEnglish(page, width);
        // The English is written by a person: the editor offers no machine translation, in either pane.
        await expect(page.getByRole("button", { name: editorWords("translate_from_x") })).toHaveCount(0);
        const english = editorPane(page, "en");
        const written = {
          title: "Muay Thai for kids and teens",
          summary: "Technique, fitness and self-discipline for kids and teens, in a safe and friendly group.",
        };
        // Hebrew typed into the English by mistake is refused beside it, and nothing is sent.
        const title = english.getByRole("textbox", { name: /^כותרת הדף/ });
        await typeOver(title, "מואי תאי לילדים");
        const requests = github.pullRequests.length;
        await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
        await expect(english.getByRole("alert").filter({ hasText: ENGLISH_ONLY_MESSAGE })).toBeVisible();
        await expect(title).toHaveAttribute("aria-invalid", "true");
        expect(github.pullRequests).toHaveLength(requests);
        await typeOver(title, written.title);
        await typeOver(english.getByRole("textbox", { name: /^משפט פתיחה/ }), written.summary);
        const files = await save(page, github, "english", width);
        // The editor sends the entry's Hebrew as it was beside its English: the request changes the English alone.
        for (const [file, text] of Object.entries(files)) if (file !== twin) expect(text).toBe(shippedText(file));
        expect(github.listed.at(-1)!.files).toEqual([twin]);
        expect(json(files, twin)).toMatchObject(written);
        sent.push(files);
      });

      // Eight requests, each on a branch of its own, and the month's files pass the check together.
      expect(new Set(github.pullRequests.map((pull) => pull.head)).size).toBe(MONTH_CHANGES);
      expect(checkWith(Object.assign({}, ...sent) as Record<string, string | Buffer>)).toEqual([]);
      await test.step("published, each change by itself once its checks pass", () =>
        publishTheMonth(page, github, width));
      expect(github.unknown).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  });
}
