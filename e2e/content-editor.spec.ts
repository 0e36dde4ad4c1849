import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  answerLater,
  checkWith,
  editorPane,
  openCollectionEntry,
  openEditor,
  openEntry,
  ROOT,
  shot as shotIn,
} from "./content-editor-helpers";
import { readContent } from "./content";
import { EDITOR_WORDS } from "./editor-words";
import { englishTwinPath } from "../src/content/english-twin-path";

/**
 * The content editor at /admin/content/ (issue 32), the real Sveltia CMS as the site serves it, signed in with a
 * token against a stand-in for the GitHub API that holds this checkout's content files. Screenshots for the
 * editors' guide go to EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const shot = (page: Page, name: string) => shotIn(page, name, SHOTS);
const [CLASSES, COACHES] = [readContent("classes"), readContent("coaches")];
const shipped = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  return b.flatMap((line, index) => (line === a[index] ? [] : [`${index + 1}: ${line.trim()}`]));
};

test("the owner's forms: Hebrew fields right to left, a malformed value refused before anything is sent, then a class's monthly price and a coach's role saved, each a pull request of its own entry's file alone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { github, elsewhere, response, opened } = await openEditor(page, baseURL!, () => shot(page, "sign-in-token"));
  expect(response.headers()["content-security-policy"]).toContain(
    "connect-src 'self' data: blob: https://api.github.com",
  );
  expect(response.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");

  const monthly = CLASSES.find((entry) => entry.price?.period === "month" && entry.price.amountILS === 350)!;
  const price = monthly.price!.amountILS;
  const started = Date.now();
  // Each class is an entry of its own (content/classes/<slug>.json), opened from the list of classes.
  await openCollectionEntry(page, "classes", monthly.title);
  test
    .info()
    .annotations.push({ type: "timing", description: `open ${opened} ms, class opened ${Date.now() - started} ms` });
  const entry = editorPane(page);

  await test.step("every text field of a class is edited right to left (numbers left to right)", async () => {
    const directions = await entry
      .locator(':is(input[type="text"], input:not([type]), textarea):not([role="spinbutton"])')
      .evaluateAll((fields) => fields.map((field) => getComputedStyle(field).direction));
    expect(directions.length).toBeGreaterThan(5);
    expect(new Set(directions)).toEqual(new Set(["rtl"]));
  });

  const slug = entry.getByRole("textbox", { name: "כתובת הדף" });
  if (SHOTS) {
    // The form from its first field's label, which the pane's sticky header would cover if the box were at the top.
    const first = entry.locator('section[data-key-path="slug"]');
    await first.evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shot(page, "class-form-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await first.evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shot(page, "class-form-390");
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const shippedSlug = await slug.inputValue();
  // The class's first weekly session (its one list of entries).
  const slot = await openEntry(entry, 0);
  const start = slot.getByRole("textbox", { name: /^שעת התחלה/ });
  const shippedStart = await start.inputValue();
  await test.step("a changed address and then an hour 25:00 are refused in the form, and nothing is sent", async () => {
    // A saved class's file keeps its name whatever its address says: the check would refuse it, and links break.
    await slug.fill("muay-thai");
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(entry.getByRole("alert").filter({ hasText: `לשדה את \u2066${shippedSlug}\u2069` })).toBeVisible();
    await slug.evaluate((field) => field.scrollIntoView({ block: "center" }));
    await shot(page, "refused");
    await slug.fill(shippedSlug);
    await expect(slug).not.toHaveAttribute("aria-invalid", "true");
    await start.fill("25:00");
    await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
    await expect(start).toHaveAttribute("aria-invalid", "true");
    // The content model's own sentence for the rule.
    await expect(entry.getByRole("alert").filter({ hasText: "צריכה להיות שעה" })).toBeVisible();
    expect(github.commits).toEqual([]);
    expect(github.pullRequests).toEqual([]);
    await start.fill(shippedStart);
  });

  const amount = entry.getByRole("spinbutton", { name: "המחיר בשקלים" });
  await amount.scrollIntoViewIfNeeded();
  await expect(amount).toHaveValue(String(price));
  await amount.fill(String(price + 10));
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
  await answerLater(page);

  // Another entry, of another kind: a coach's role, from the coaches' list.
  const coach = COACHES.find((entry) => entry.role === undefined)!;
  await page.evaluate(() => (window.location.hash = "#/collections/coaches"));
  await openCollectionEntry(page, "coaches", coach.name);
  const role = editorPane(page).getByRole("textbox", { name: "התפקיד שמתחת לשם" });
  await role.fill("מאמן ראשי");
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  // Each pull request is labelled by a request of its own, after it is opened.
  const labelled = () => github.pullRequests.filter((pullRequest) => pullRequest.labels.length > 0).length;
  await expect.poll(labelled, { timeout: 60_000 }).toBe(2);
  await answerLater(page);

  const classFile = `content/classes/${monthly.slug}.json`;
  const coachFile = `content/coaches/${coach.slug}.json`;
  // Two pull requests, each of one commit with its own entry's file, and its English twin beside it (the editor
  // writes the twin's copy of a changed value, and the twin in its own fields' order).
  expect(github.commits.map((commit) => Object.keys(commit.files).sort())).toEqual([
    [englishTwinPath(classFile), classFile],
    [englishTwinPath(coachFile), coachFile],
  ]);
  expect(github.commits.map((commit) => commit.branch)).toEqual(
    github.pullRequests.map((pullRequest) => pullRequest.head),
  );
  for (const pullRequest of github.pullRequests) {
    expect(pullRequest).toMatchObject({ base: "main", labels: [expect.stringMatching(/^sveltia-cms\//)] });
  }
  const [classSent, coachSent] = github.commits.map((commit, index) => commit.files[[classFile, coachFile][index]!]!);
  expect(changedLines(shipped(classFile), classSent!)).toEqual([
    expect.stringMatching(new RegExp(`^\\d+: "amountILS": ${price + 10},$`)),
  ]);
  // The coach's file as the editor writes it (its fields in the form's order), with the role added and nothing else.
  expect(JSON.parse(coachSent!)).toEqual({ ...coach, role: "מאמן ראשי" });
  expect(coachSent).toBe(`${JSON.stringify(JSON.parse(coachSent!), null, 2)}\n`);
  const sent = Object.assign({}, ...github.commits.map((commit) => commit.files)) as Record<string, string>;
  expect(checkWith(sent)).toEqual([]);
  expect(github.unknown).toEqual([]);
  expect(elsewhere, "requests to origins other than the site and GitHub").toEqual([]);
});

test("a new coach made in the editor is a new file of its own, content/coaches/<slug>.json, in a pull request of its own", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { github } = await openEditor(page, baseURL!);
  const [model] = COACHES;
  // The quickest way to a complete coach: a copy of one (video and picture included), renamed.
  await openCollectionEntry(page, "coaches", model!.name);
  await page.getByRole("button", { name: EDITOR_WORDS.editorOptions }).click();
  await page.getByRole("menuitem", { name: EDITOR_WORDS.duplicate }).click();
  const pane = editorPane(page);
  await pane.getByRole("textbox", { name: "כתובת הדף" }).fill("maya-levi");
  await pane.getByRole("textbox", { name: "שם המאמן/ת" }).fill("מאיה לוי");
  const place = pane.getByRole("spinbutton", { name: "המקום בעמוד הבית" });
  await place.fill(String(COACHES.length + 1));
  await page.getByRole("button", { name: EDITOR_WORDS.save }).click();
  await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);

  // The new entry's file (and, as the editor may write it, its English twin: copies, no text).
  const newFiles = Object.keys(github.commits[0]!.files);
  expect(github.commits).toHaveLength(1);
  expect(newFiles.filter((file) => file !== englishTwinPath("content/coaches/maya-levi.json"))).toEqual([
    "content/coaches/maya-levi.json",
  ]);
  const created = JSON.parse(github.commits[0]!.files["content/coaches/maya-levi.json"]!) as Record<string, unknown>;
  expect(created).toEqual({ ...model, slug: "maya-levi", name: "מאיה לוי", order: COACHES.length + 1 });
  // Nothing else changed: no other coach's file, and the check takes the new one as it is.
  expect(checkWith(github.commits[0]!.files)).toEqual([]);
  expect(github.unknown).toEqual([]);
});
