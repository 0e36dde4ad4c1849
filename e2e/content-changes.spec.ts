import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SAVE_NOTICE_TEXTS } from "../site-build/content/editor-save-notice";
import { CHANGE_STATES, statusComment, type ChangeReport } from "../site-build/content/change-status";
import { EDITOR_SIGN_IN, PAGE_TEXTS } from "../site-build/content/editor-changes-page";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import {
  answerLater,
  collectionLabel,
  EDITOR,
  editorPane,
  openEditor,
  openEntry,
  openFile,
  ROOT,
} from "./content-editor-helpers";
import { EDITOR_ORIGIN } from "./servers";
import { classes, coaches, events } from "./content";
import type { GitHubStandIn, ListedPullRequest } from "./github-stand-in";
import { EDITOR_WORDS } from "./editor-words";

/** Changes as the workflow's summary names them: the editor's form, and the entry's own name from the content. */
const REFUSED_CLASS = `${collectionLabel("classes")}: ${classes[0]!.title}`;
const WAITING_CLASS = `${collectionLabel("classes")}: ${classes[1]!.title}`;
const DRAFT_EVENT = `${collectionLabel("events")}: ${events[0]!.title}`;
const MERGED_COACH = `${collectionLabel("coaches")}: ${coaches[0]!.name}`;
const LIVE_NOTICE = collectionLabel("notices");
/**
 * The editor's page of pending changes (/admin/content/changes/), beside the real editor: signed in through the
 * editor itself (so the page reads the sign-in where Sveltia CMS keeps it), against the stand-in for GitHub holding
 * pull requests in each state and the workflow's reports on them. Screenshots go to EDITOR_SHOTS when it is set.
 */
const CHANGES = `${EDITOR_ORIGIN}/admin/content/changes/`;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const sha = (digit: string) => digit.repeat(40);

/** Numbered apart from the requests the editor opens in a test (1, 2, …). */
let next = 100;
function addChange(github: GitHubStandIn, pull: Partial<ListedPullRequest>, reports: Partial<ChangeReport>[] = []) {
  const number = next++;
  const listed: ListedPullRequest = {
    number,
    state: "open",
    title: `Update “entry-${number}”`,
    html_url: `https://github.com/motionlab/studio-site/pull/${number}`,
    created_at: ago(1),
    updated_at: ago(1),
    merged_at: null,
    head: { sha: sha(String(number)), ref: `cms/entry-${number}` },
    labels: [{ name: "sveltia-cms/pending_review" }],
    ...pull,
  };
  github.listed.push(listed);
  const comments = reports.map((report) => ({
    body: statusComment({ state: "waiting", commit: listed.head.sha, title: "", problems: [], ...report }),
  }));
  github.comments.set(number, [{ body: "תודה, אבדוק מחר." }, ...comments]);
}

/** Signs in through the editor, as the owner does, and waits until the editor has kept its sign-in. */
async function signInThroughTheEditor(page: Page, baseURL: string) {
  const opened = await openEditor(page, baseURL);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), EDITOR_SIGN_IN)).toContain('"token"');
  return opened;
}

const item = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("the editor's page of pending changes", () => {
  test("shows each change in Hebrew with its state, what to fix and its preview, the ones that need the owner first", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { github, elsewhere } = await signInThroughTheEditor(page, baseURL!);
    const preview = "https://motionlab-preview--pr-3-x1y2z3.web.app";
    // The content check's line as the workflow's comment says it (scripts/ci/change-status-comment.ts).
    const problem = 'בשדה "המחיר בשקלים": צריך להיות מספר';
    addChange(github, { merged_at: ago(2), state: "closed" }, [
      { title: LIVE_NOTICE },
      { title: LIVE_NOTICE, state: "live", commit: sha("f") },
    ]);
    addChange(github, { created_at: ago(0.1) }); // saved a minute ago: no report yet
    addChange(github, {}, [{ title: WAITING_CLASS, preview }]);
    addChange(github, { draft: true }, [{ title: DRAFT_EVENT, preview }]);
    addChange(github, {}, [{ title: REFUSED_CLASS, state: "refused", problems: [problem] }]);
    addChange(github, { state: "closed", merged_at: ago(0.5) }, [{ title: MERGED_COACH, preview }]);
    addChange(github, { state: "closed" }, [{ title: "שינוי שבוטל" }]); // closed without merging
    addChange(github, { merged_at: ago(30), state: "closed" }, [{ title: "ישן", state: "live" }]);
    // A pull request of the team's, not the editor's: no label, no report.
    addChange(github, { labels: [] });

    await page.goto(CHANGES);
    await expect(page.getByRole("heading", { level: 1, name: "השינויים בדרך לאתר" })).toBeVisible();
    const titles = page.getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([
      REFUSED_CLASS,
      DRAFT_EVENT,
      PAGE_TEXTS.untitled,
      WAITING_CLASS,
      MERGED_COACH,
      LIVE_NOTICE,
    ]);

    const refused = item(page, REFUSED_CLASS);
    await expect(refused).toContainText(CHANGE_STATES.refused.label);
    await expect(refused).toContainText(CHANGE_STATES.refused.explain);
    await expect(refused.getByRole("listitem")).toHaveText(['בשדה "המחיר בשקלים": צריך להיות מספר']);
    await expect(item(page, PAGE_TEXTS.untitled)).toContainText(CHANGE_STATES.checking.label);
    const waiting = item(page, WAITING_CLASS);
    await expect(waiting).toContainText(CHANGE_STATES.waiting.label);
    await expect(waiting.getByRole("link", { name: PAGE_TEXTS.preview })).toHaveAttribute("href", preview);
    await expect(item(page, DRAFT_EVENT)).toContainText(CHANGE_STATES.draft.label);
    await expect(item(page, DRAFT_EVENT)).toContainText(EDITOR_WORDS.sendForReview);
    // Merged: on its way until main's run says it is live; the site itself is then the preview.
    await expect(item(page, MERGED_COACH)).toContainText(CHANGE_STATES.publishing.label);
    await expect(item(page, MERGED_COACH).getByRole("link")).toHaveCount(0);
    await expect(item(page, LIVE_NOTICE)).toContainText(CHANGE_STATES.live.label);
    await expect(item(page, LIVE_NOTICE)).toContainText("עלה לאתר ב-");

    await expectNoAxeViolations(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    if (process.env.EDITOR_SHOTS) await page.screenshot({ path: `${process.env.EDITOR_SHOTS}/changes.png` });
    expect(github.unknown).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test("says what to do when nothing is pending, the editor was never signed in to, or its sign-in expired", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto(CHANGES);
    await expect(page.getByRole("status")).toHaveText(`${PAGE_TEXTS.signedOut} ${PAGE_TEXTS.toEditor}`);
    await expect(page.getByRole("status").getByRole("link")).toHaveAttribute("href", new URL(EDITOR).pathname);
    await expectNoAxeViolations(page);

    const { github } = await signInThroughTheEditor(page, baseURL!);
    await page.goto(CHANGES);
    await expect(page.getByRole("status")).toHaveText(PAGE_TEXTS.none);
    expect(github.unknown).toEqual([]);

    await page.route("https://api.github.com/repos/*/*/pulls?*", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Bad credentials"}' }),
    );
    await page.reload();
    await expect(page.getByRole("status")).toHaveText(`${PAGE_TEXTS.expired} ${PAGE_TEXTS.toEditor}`);
    // The browser's own line about the refused request.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !/status of 401/.test(line)));
  });
});

test("a change sent from the editor says so in Hebrew and leads to the page of changes, where it is being checked", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { github } = await signInThroughTheEditor(page, baseURL!);
  type Form = { name: string; label: string; fields?: Form[] };
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "static/admin/content/config.json"), "utf8")) as {
    singletons: Form[];
  };
  const faq = config.singletons.find((form) => form.name === "faq")!;
  const questionLabel = faq.fields![0]!.fields!.find((field) => field.name === "question")!.label;
  await openFile(page, faq.label);
  const question = (await openEntry(editorPane(page), 0)).getByRole("textbox", { name: questionLabel, exact: true });
  await question.fill(`${await question.inputValue()} (עודכן)`);
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  const notice = page.getByRole("status").filter({ hasText: SAVE_NOTICE_TEXTS.sent });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveAttribute("dir", "rtl");
  if (process.env.EDITOR_SHOTS) await page.screenshot({ path: `${process.env.EDITOR_SHOTS}/save-notice.png` });
  await expect.poll(() => github.listed.flatMap((pull) => pull.labels).length, { timeout: 60_000 }).toBe(1);
  // The editor opens a change as a draft pull request, until "שליחה לאתר".
  expect(github.listed.map((pull) => pull.draft)).toEqual([true]);
  await answerLater(page);
  // The page of changes opens in a tab of its own, which asks the same stand-in.
  await github.install(page.context());
  const [changes] = await Promise.all([
    page.context().waitForEvent("page"),
    notice.getByRole("link", { name: SAVE_NOTICE_TEXTS.where }).click(),
  ]);
  await expect(changes.getByRole("heading", { level: 1, name: "השינויים בדרך לאתר" })).toBeVisible();
  await expect(changes.getByRole("listitem")).toHaveCount(1);
  await expect(changes.getByRole("listitem")).toContainText(CHANGE_STATES.checking.label);
  // The editor stays open behind it, back at its list of forms after the save.
  await expect(page).toHaveURL(new RegExp(`^${EDITOR}#/collections/`));
  expect(github.unknown).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test("the page of pending changes fits the screen", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { github } = await signInThroughTheEditor(page, baseURL!);
    addChange(github, {}, [
      {
        title: REFUSED_CLASS,
        state: "refused",
        problems: ['בשדה "המחיר בשקלים": צריך להיות מספר'],
      },
    ]);
    await page.goto(CHANGES);
    await expect(page.getByRole("listitem").first()).toContainText(CHANGE_STATES.refused.label);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    if (process.env.EDITOR_SHOTS) await page.screenshot({ path: `${process.env.EDITOR_SHOTS}/changes-phone.png` });
  });
});
