import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SAVE_NOTICE_TEXTS, STRIP_ID } from "../site-build/content/editor-save-notice";
import { CHANGE_STATES, SEND_BUTTON, statusComment, type ChangeReport } from "../site-build/content/change-status";
import { EDITOR_SIGN_IN, PAGE_TEXTS } from "../site-build/content/editor-changes-page";
import { DEMO_PREVIEW_SITE } from "../site-build/gatsby-node/post-build/editor-site";
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
import { ALL_CHECKS_PASSED, commentStep, publishStep } from "./publish-steps";

/** Changes as the workflow's summary names them: the editor's form, and the entry's own name from the content. */
const REFUSED_CLASS = `${collectionLabel("classes")}: ${classes[0]!.title}`;
const WAITING_CLASS = `${collectionLabel("classes")}: ${classes[1]!.title}`;
const PASSED_CLASS = `${collectionLabel("classes")}: ${classes[2]!.title}`;
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
/** A pull request's preview, as the deploy job names it: a channel of the preview project's site (the demo build's). */
const previewOf = (number: number) => `https://${DEMO_PREVIEW_SITE}--pr-${number}-x1y2z3.web.app`;
/** In a report: the change's own preview. */
const OWN_PREVIEW = "own preview";
/** Someone who is not the workflow. */
const STRANGER = { login: "someone", type: "User" };
/** The checks of the site's workflow that the ruleset requires, all passed. */

/** Numbered apart from the requests the editor opens in a test (1, 2, …). */
let next = 100;
/**
 * A pull request of the editor's in the stand-in, with a person's comment and the workflow's reports on it (each of
 * its head commit unless it says otherwise); its changed files, and its head's check runs.
 */
function addChange(
  github: GitHubStandIn,
  pull: Partial<ListedPullRequest>,
  reports: Partial<ChangeReport>[] = [],
  checks: Record<string, string> = ALL_CHECKS_PASSED,
) {
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
    files: ["content/classes/tissu.json"],
    ...pull,
  };
  github.addPullRequest(listed);
  github.setChecks(listed.head.sha, checks);
  github.addComment(number, "תודה, אבדוק מחר.", STRANGER);
  for (const report of reports) {
    const preview = report.preview === OWN_PREVIEW ? previewOf(number) : report.preview;
    const full = { state: "passed", commit: listed.head.sha, title: "", problems: [], ...report } as ChangeReport;
    github.addComment(number, statusComment({ ...full, ...(preview ? { preview } : {}) }));
  }
  return { number, sha: listed.head.sha, branch: listed.head.ref };
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
    // The content check's line as the workflow's comment says it (scripts/ci/change-status-comment.ts).
    const problem = 'בשדה "המחיר בשקלים": צריך להיות מספר';
    addChange(github, { merged_at: ago(2), state: "closed" }, [
      { title: LIVE_NOTICE },
      { title: LIVE_NOTICE, state: "live", commit: sha("f") },
    ]);
    const saved = addChange(github, { created_at: ago(0.1) }); // saved a minute ago: no report yet
    // A report of the workflow's that this version cannot read (its lines to fix not a list) leaves the page whole.
    const unreadable = { state: "refused", commit: saved.sha, title: "", problems: { length: 1 } };
    github.addComment(saved.number, `<!-- studio-change-status ${JSON.stringify(unreadable)} -->`);
    // A line of the report that reads like markup is shown as the text it is.
    const markup = '<img src="x" onerror="document.body.dataset.ran = 1">';
    const waiting = addChange(github, {}, [
      { title: WAITING_CLASS, state: "waiting", preview: OWN_PREVIEW, problems: [markup] },
    ]);
    const passed = addChange(github, {}, [{ title: PASSED_CLASS, preview: OWN_PREVIEW }]);
    addChange(github, { draft: true }, [{ title: DRAFT_EVENT, preview: OWN_PREVIEW }]);
    const refusedChange = addChange(github, {}, [{ title: REFUSED_CLASS, state: "refused", problems: [problem] }]);
    addChange(github, { state: "closed", merged_at: ago(0.5) }, [{ title: MERGED_COACH, preview: OWN_PREVIEW }]);
    addChange(github, { state: "closed" }, [{ title: "שינוי שבוטל" }]); // closed without merging
    addChange(github, { merged_at: ago(30), state: "closed" }, [{ title: "ישן", state: "live" }]);
    // A pull request of the team's, not the editor's: no label, no report.
    addChange(github, { labels: [] });
    // A stranger's comment that reads like the workflow's: a passed change, with a preview elsewhere.
    const forged: ChangeReport = { title: REFUSED_CLASS, state: "passed", commit: refusedChange.sha, problems: [] };
    github.addComment(refusedChange.number, statusComment({ ...forged, preview: "https://evil.example/" }), STRANGER);
    // And a report of the workflow's whose preview is not on the preview site.
    const elsewherePreview: ChangeReport = { title: PASSED_CLASS, state: "passed", commit: passed.sha, problems: [] };
    github.addComment(passed.number, statusComment({ ...elsewherePreview, preview: "https://evil.example/" }));

    await page.goto(CHANGES);
    await expect(page.getByRole("heading", { level: 1, name: "השינויים בדרך לאתר" })).toBeVisible();
    const titles = page.getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([
      REFUSED_CLASS,
      DRAFT_EVENT,
      PAGE_TEXTS.untitled,
      WAITING_CLASS,
      PASSED_CLASS,
      MERGED_COACH,
      LIVE_NOTICE,
    ]);

    const refused = item(page, REFUSED_CLASS);
    await expect(refused).toContainText(CHANGE_STATES.refused.label);
    await expect(refused).toContainText(CHANGE_STATES.refused.explain);
    await expect(refused.getByRole("listitem")).toHaveText(['בשדה "המחיר בשקלים": צריך להיות מספר']);
    await expect(refused.getByRole("link")).toHaveCount(0);
    await expect(item(page, PAGE_TEXTS.untitled)).toContainText(CHANGE_STATES.checking.label);
    const waitingItem = item(page, WAITING_CLASS);
    await expect(waitingItem).toContainText(CHANGE_STATES.waiting.label);
    await expect(waitingItem.getByRole("listitem")).toHaveText([markup]);
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(waitingItem.getByRole("link", { name: PAGE_TEXTS.preview })).toHaveAttribute(
      "href",
      previewOf(waiting.number),
    );
    // The workflow's last report names a preview off the preview site: no link at all.
    const passedItem = item(page, PASSED_CLASS);
    await expect(passedItem).toContainText(CHANGE_STATES.passed.label);
    await expect(passedItem.getByRole("link")).toHaveCount(0);
    await expect(item(page, DRAFT_EVENT)).toContainText(CHANGE_STATES.draft.label);
    await expect(item(page, DRAFT_EVENT)).toContainText(`"${SEND_BUTTON}"`);
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

  test("follows a change on its way: content alone goes live by itself, content with code waits, a refused one stays", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { github } = await signInThroughTheEditor(page, baseURL!);
    const api = await github.serve();
    try {
      const alone = addChange(
        github,
        { files: ["content/classes/tissu.json", "static/images/classes/tissu-2026.jpg"] },
        [{ title: PASSED_CLASS, preview: OWN_PREVIEW }],
      );
      const withCode = addChange(
        github,
        { files: ["content/classes/tissu.json", "site-build/content/editor-config.ts"] },
        [
          {
            title: WAITING_CLASS,
            state: "waiting",
            preview: OWN_PREVIEW,
            problems: ["השינוי נוגע גם בקבצים של האתר עצמו"],
          },
        ],
      );
      const problem = 'בשדה "המחיר בשקלים": צריך להיות מספר';
      const refusedChange = addChange(github, {}, [{ title: REFUSED_CLASS, state: "refused", problems: [problem] }], {
        ...ALL_CHECKS_PASSED,
        build: "failure",
        release: "success",
        deploy: "skipped",
      });
      const draft = addChange(github, { draft: true }, [{ title: DRAFT_EVENT, preview: OWN_PREVIEW }]);
      const shown = async (title: string, state: keyof typeof CHANGE_STATES) => {
        await page.goto(CHANGES);
        await expect(item(page, title).locator(".state")).toHaveText(CHANGE_STATES[state].label);
        await expect(item(page, title)).toContainText(CHANGE_STATES[state].explain);
      };
      await shown(PASSED_CLASS, "passed");
      await expect(item(page, PASSED_CLASS).getByRole("link")).toHaveAttribute("href", previewOf(alone.number));
      if (process.env.EDITOR_SHOTS) await page.screenshot({ path: `${process.env.EDITOR_SHOTS}/changes-passed.png` });

      // Each finished run starts the publish workflow: only content alone is merged, and main's run started.
      for (const change of [alone, withCode, refusedChange, draft])
        expect(await publishStep(api.url, { HEAD_BRANCH: change.branch, HEAD_SHA: change.sha })).toMatchObject({
          status: 0,
        });
      expect(github.merges.map((merge) => merge.number)).toEqual([alone.number]);
      expect(github.dispatches).toEqual([
        { workflow: "site.yml", ref: "main", inputs: { published: String(alone.number) } },
      ]);
      await shown(PASSED_CLASS, "publishing");
      await shown(WAITING_CLASS, "waiting");
      await expect(item(page, WAITING_CLASS).getByRole("listitem")).toHaveText(["השינוי נוגע גם בקבצים של האתר עצמו"]);
      await shown(REFUSED_CLASS, "refused");
      await expect(item(page, REFUSED_CLASS).getByRole("listitem")).toHaveText([problem]);
      await shown(DRAFT_EVENT, "draft");
      await expect(item(page, DRAFT_EVENT)).toContainText(`"${SEND_BUTTON}"`);

      // main's run deploys the merge, and its comment step says so on the pull request.
      const merged = github.listed.find((pull) => pull.number === alone.number)!;
      const live = statusComment({
        state: "live",
        commit: merged.merge_commit_sha!,
        title: PASSED_CLASS,
        problems: [],
      });
      expect(await commentStep(api.url, merged.merge_commit_sha!, live)).toMatchObject({ status: 0 });
      await shown(PASSED_CLASS, "live");

      // The owner sends the draft (the editor's send button: GitHub's ready_for_review), and it goes live by itself.
      github.listed.find((pull) => pull.number === draft.number)!.draft = false;
      expect(await publishStep(api.url, { PULL_REQUEST: String(draft.number) })).toMatchObject({ status: 0 });
      expect(github.merges.map((merge) => merge.number)).toEqual([alone.number, draft.number]);
      await shown(DRAFT_EVENT, "publishing");
      await shown(WAITING_CLASS, "waiting");
      expect(github.unknown).toEqual([]);
    } finally {
      await api.close();
    }
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

/** Changes the first question of the FAQ in the editor and saves it: one pull request, of content/faq.json alone. */
async function saveTheFirstQuestion(page: Page) {
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
}

test("a change sent from the editor says so in Hebrew and leads to the page of changes, where it is being checked", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { github } = await signInThroughTheEditor(page, baseURL!);
  // The strip above the editor leads to the page of changes from the start, in Hebrew.
  const strip = page.locator(`#${STRIP_ID}`);
  await expect(strip).toHaveAttribute("dir", "rtl");
  await expect(strip.getByRole("link", { name: SAVE_NOTICE_TEXTS.changes })).toBeVisible();
  await saveTheFirstQuestion(page);
  const notice = strip.getByRole("status").filter({ hasText: SAVE_NOTICE_TEXTS.sent });
  await expect(notice).toBeVisible({ timeout: 60_000 });
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

test("the owner's send button marks the change ready at GitHub, and content alone whose checks passed is published", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { github } = await signInThroughTheEditor(page, baseURL!);
  await saveTheFirstQuestion(page);
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: EDITOR_WORDS.sendForReview })
    .click({ timeout: 60_000 });
  // GraphQL's markPullRequestReadyForReview: GitHub's ready_for_review event, which starts the publish workflow.
  await expect.poll(() => github.readyForReview, { timeout: 60_000 }).toEqual([1]);
  const [pull] = github.listed;
  expect(pull).toMatchObject({ draft: false, files: ["content/faq.json"] });
  github.setChecks(pull!.head.sha, ALL_CHECKS_PASSED);
  const api = await github.serve();
  try {
    expect(await publishStep(api.url, { PULL_REQUEST: String(pull!.number) })).toMatchObject({ status: 0 });
  } finally {
    await api.close();
  }
  expect(github.merges).toEqual([{ number: pull!.number, sha: pull!.head.sha, method: "merge" }]);
  expect(github.dispatches).toHaveLength(1);
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
