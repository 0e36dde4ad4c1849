import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { checkContentOnDisk } from "../site-build/content/load-content";
import { test, expect } from "./fixtures";
import { editorPane, openEditor, openEntry, openFile, ROOT, shot as shotIn } from "./content-editor-helpers";

/**
 * The content editor at /admin/content/ (issue 32), the real Sveltia CMS as the site serves it, signed in with a
 * token against a stand-in for the GitHub API that holds this checkout's content files. Screenshots for the
 * editors' guide go to EDITOR_SHOTS when it is set.
 */
const SHOTS = process.env.EDITOR_SHOTS;
const shot = (page: Page, name: string) => shotIn(page, name, SHOTS);
const COACHES = JSON.parse(fs.readFileSync(path.join(ROOT, "content/coaches.json"), "utf8")) as { role?: string }[];
const CLASSES = JSON.parse(fs.readFileSync(path.join(ROOT, "content/classes.json"), "utf8")) as {
  price?: { amountILS: number; period: string };
}[];

/** `files` in place of the shipped ones, checked as `npm run check:content` checks them. */
function checkWith(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-change-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(root, "static"), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  const problems = checkContentOnDisk(root);
  fs.rmSync(root, { recursive: true });
  return problems;
}

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  return b.flatMap((line, index) => (line === a[index] ? [] : [`${index + 1}: ${line.trim()}`]));
};

test("the owner's forms: Hebrew fields right to left, a malformed value refused before anything is sent, then a class's monthly price and a coach's role saved, each a pull request of that change alone", async ({
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

  const monthly = CLASSES.findIndex((entry) => entry.price?.period === "month" && entry.price.amountILS === 350);
  const price = CLASSES[monthly]!.price!.amountILS;
  const started = Date.now();
  await openFile(page, "החוגים");
  await expect(page.getByRole("button", { name: "Expand All" })).toBeVisible();
  test
    .info()
    .annotations.push({ type: "timing", description: `open ${opened} ms, classes listed ${Date.now() - started} ms` });
  const entry = await openEntry(editorPane(page), monthly);

  await test.step("every text field of a class is edited right to left (numbers left to right)", async () => {
    const directions = await entry
      .locator(':is(input[type="text"], input:not([type]), textarea):not([role="spinbutton"])')
      .evaluateAll((fields) => fields.map((field) => getComputedStyle(field).direction));
    expect(directions.length).toBeGreaterThan(5);
    expect(new Set(directions)).toEqual(new Set(["rtl"]));
  });

  const slug = entry.getByRole("textbox", { name: "כתובת הדף" });
  if (SHOTS) {
    await slug.evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shot(page, "class-form-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await slug.evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shot(page, "class-form-390");
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  const shippedSlug = await slug.inputValue();
  // The class's first weekly session (its one list of entries).
  const slot = await openEntry(entry, 0);
  const start = slot.getByRole("textbox", { name: /^שעת התחלה/ });
  const shippedStart = await start.inputValue();
  await test.step("an hour 25:00 and an address with spaces are refused in the form, and nothing is sent", async () => {
    await start.fill("25:00");
    await slug.fill("Muay Thai");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    // The content model's own sentence for the rule.
    await expect(entry.getByRole("alert").filter({ hasText: "צריך להיות כתובת באותיות אנגליות קטנות" })).toBeVisible();
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(entry.getByRole("alert").filter({ hasText: "צריכה להיות שעה" })).toBeVisible();
    await slug.evaluate((field) => field.scrollIntoView({ block: "center" }));
    await shot(page, "refused");
    expect(github.commits).toEqual([]);
    expect(github.pullRequests).toEqual([]);
    await slug.fill(shippedSlug);
    await start.fill(shippedStart);
    await expect(slug).not.toHaveAttribute("aria-invalid", "true");
  });

  const amount = entry.getByRole("spinbutton", { name: "המחיר בשקלים" });
  await amount.scrollIntoViewIfNeeded();
  await expect(amount).toHaveValue(String(price));
  await amount.fill(String(price + 10));
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => github.pullRequests.length, { timeout: 60_000 }).toBe(1);
  // "Your changes have been saved as a draft. Send the entry for review…?": the pull request is open either way.
  await page.getByRole("alertdialog").getByRole("button", { name: "Later" }).click({ timeout: 60_000 });
  await expect(page.getByRole("alertdialog")).toBeHidden();
  // The saved entry closes and the editor goes back to its list of files: the next file is opened from there, or the
  // editor's own navigation back would land after ours.
  await expect(page).toHaveURL(/#\/collections\/_singletons$/);
  await page.evaluate(() => (window.location.hash = "#/collections/_singletons/entries/coaches"));
  await expect(editorPane(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 90_000 });
  const coach = COACHES.findIndex((entry) => entry.role === undefined);
  const role = (await openEntry(editorPane(page), coach)).getByRole("textbox", { name: "התפקיד שמתחת לשם" });
  await role.fill("מאמן ראשי");
  await page.getByRole("button", { name: "Save" }).click();
  // Each pull request is labelled by a request of its own, after it is opened.
  const labelled = () => github.pullRequests.filter((pullRequest) => pullRequest.labels.length > 0).length;
  await expect.poll(labelled, { timeout: 60_000 }).toBe(2);

  const sent = Object.assign({}, ...github.commits.map((commit) => commit.files)) as Record<string, string>;
  expect(Object.keys(sent).sort()).toEqual(["content/classes.json", "content/coaches.json"]);
  expect(github.commits.map((commit) => commit.branch)).toEqual(
    github.pullRequests.map((pullRequest) => pullRequest.head),
  );
  for (const pullRequest of github.pullRequests) {
    expect(pullRequest).toMatchObject({ base: "main", labels: [expect.stringMatching(/^sveltia-cms\//)] });
  }
  const shipped = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
  expect(changedLines(shipped("content/classes.json"), sent["content/classes.json"]!)).toEqual([
    expect.stringMatching(new RegExp(`^\\d+: "amountILS": ${price + 10},$`)),
  ]);
  const coaches = (JSON.parse(shipped("content/coaches.json")) as object[]).map((entry, index) =>
    index === coach ? { ...entry, role: "מאמן ראשי" } : entry,
  );
  expect(sent["content/coaches.json"]).toBe(`${JSON.stringify(coaches, null, 2)}\n`);
  expect(checkWith(sent)).toEqual([]);
  expect(github.unknown).toEqual([]);
  expect(elsewhere, "requests to origins other than the site and GitHub").toEqual([]);
});
