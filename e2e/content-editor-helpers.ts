import fs from "node:fs";
import os from "node:os";
import { checkContentOnDisk } from "../site-build/content/load-content";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { GITHUB_API, GITHUB_STATUS, GitHubStandIn } from "./github-stand-in";
import { EDITOR_ORIGIN } from "./servers";
import { EDITOR_WORDS, editorWords } from "./editor-words";

/**
 * Driving the content editor at /admin/content/ of its own site (the real Sveltia CMS as the build serves it, from
 * the Hosting emulator's second site) in a browser test: signing in with a token against the stand-in for the GitHub
 * API, opening a file's form and its list entries.
 */
export const ROOT = path.resolve(__dirname, "..");
export const EDITOR = `${EDITOR_ORIGIN}/admin/content/`;
const REPO = "motionlab/studio-site";

/** A screenshot named `name` in `folder`, once every animation that ends has ended; none without a folder. */
export async function shot(page: Page, name: string, folder: string | undefined) {
  if (!folder) return;
  // Dialogs fade in: the picture is taken once every animation that ends has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/**
 * The stand-in for the GitHub API on `page`, every request to another origin than the editor's, GitHub's and
 * `allowed` kept from leaving, and listed.
 */
export async function standInFor(page: Page, allowed: string[] = []) {
  const github = new GitHubStandIn(ROOT, REPO);
  const elsewhere: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if ([EDITOR_ORIGIN, GITHUB_API, GITHUB_STATUS, ...allowed].some((origin) => url.startsWith(origin))) {
      return route.fallback();
    }
    elsewhere.push(url);
    return route.abort();
  });
  await github.install(page);
  return { github, elsewhere };
}

/**
 * Opens the editor with the stand-in, keeping every request to another origin than the editor's, GitHub's and the
 * public site's (`siteURL`) from leaving, and signs in.
 * `beforeSignIn` runs on the sign-in form (a screenshot of it); `files` are on main beside the shipped content.
 */
export async function openEditor(
  page: Page,
  siteURL: string,
  beforeSignIn?: () => Promise<void>,
  files: Record<string, string> = {},
) {
  const { github, elsewhere } = await standInFor(page, [siteURL]);
  for (const [file, text] of Object.entries(files)) github.addFile(file, text);
  const started = Date.now();
  const response = await page.goto(EDITOR);
  await page.getByRole("button", { name: EDITOR_WORDS.signInWithToken }).click();
  const opened = Date.now() - started;
  await beforeSignIn?.();
  await page.getByRole("textbox").last().fill("github_pat_test");
  await page.getByRole("button", { name: EDITOR_WORDS.signIn, exact: true }).click();
  return { github, elsewhere, response: response!, opened };
}

/** Opens a content file's form from the editor's list of files. */
export async function openFile(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole("button", { name: EDITOR_WORDS.save })).toBeVisible({ timeout: 90_000 });
}

interface EditorFieldConfig {
  name: string;
  label: string;
  fields?: EditorFieldConfig[];
}

/**
 * The editor's label of a form or a field, by the names of the form and the fields down to it ("booking",
 * "priceILS"), from its configuration: the words the content model gives it (src/content/model/).
 */
export function editorLabel(form: string, ...fields: string[]): string {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "static/admin/content/config.json"), "utf8")) as {
    collections: EditorFieldConfig[];
    singletons: EditorFieldConfig[];
  };
  let found = [...config.singletons, ...config.collections].find((candidate) => candidate.name === form);
  for (const name of fields) found = found?.fields?.find((field) => field.name === name);
  if (!found) throw new Error(`The editor has no field ${[form, ...fields].join(".")}`);
  return found.label;
}

/** The editor's name of a folder kind's collection ("classes" is "החוגים"…), from its configuration. */
export const collectionLabel = (name: string) => editorLabel(name);

const startingWith = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/**
 * Opens an entry of a folder kind (content/classes/, a file per entry) as the owner does: the kind in the editor's
 * list of collections (by its name in the model, "classes"), then the entry by the name its summary starts with (an
 * event's summary goes on with its date and hours).
 */
export async function openCollectionEntry(page: Page, collection: string, entry: string) {
  await page.getByText(collectionLabel(collection), { exact: true }).first().click();
  await page.getByText(startingWith(entry)).first().click();
  await expect(page.getByRole("button", { name: EDITOR_WORDS.save })).toBeVisible({ timeout: 90_000 });
  await reveal(editorPane(page));
}

/**
 * Answers the editor's question after a save (send the change to the site now?) with `button`, "אחר כך" unless told:
 * the pull request is open either way. Then waits until the editor has closed the entry and gone back to a list, since
 * it sets its own address on the way and would overwrite one set before.
 */
export async function answerAfterSaving(page: Page, button: string = EDITOR_WORDS.later) {
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click({ timeout: 60_000 });
  // The list is inert, and hidden, while an entry is open.
  await expect(page.getByRole("group", { name: EDITOR_WORDS.contentLibrary, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("button", { name: EDITOR_WORDS.save })).toHaveCount(0);
}
export const answerLater = (page: Page) => answerAfterSaving(page);

/** The language names as the editor shows them, in Hebrew. */
export const LANGUAGE_NAMES = { he: "עברית", en: "אנגלית" } as const;

/** The editor's pane of fields in `language`: the Hebrew one unless said. */
export const editorPane = (page: Page, language: keyof typeof LANGUAGE_NAMES = "he") =>
  page.getByRole("group", { name: editorWords("edit_x_locale", { locale: LANGUAGE_NAMES[language] }) });

/**
 * The editor renders a field or a list entry only once its placeholder has come into view: brings the placeholders
 * within `scope` into view one after another, inside the page, until `selector` matches there or none is left.
 */
export async function reveal(scope: Locator, selector?: string) {
  await scope.evaluate(async (root, wanted) => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let step = 0; step < 300 && !(wanted && root.querySelector(wanted)); step++) {
      const placeholder = root.querySelector(".placeholder");
      if (!placeholder) return;
      placeholder.scrollIntoView({ block: "center" });
      await frames();
    }
  }, selector);
}

/** Expands list entry `index` (of the file's list, or of a list inside `scope`) and renders all its fields. */
export async function openEntry(scope: Locator, index: number) {
  const expand = `button[aria-label="${EDITOR_WORDS.expand}"][aria-controls$="-item-${index}-body"]`;
  await reveal(scope, expand);
  const button = scope.locator(expand).first();
  await expect(button).toBeAttached({ timeout: 20_000 });
  const body = scope.page().locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await button.click();
  await reveal(body);
  return body;
}

/** Types `text` into `field` key by key over what it holds, as the owner does, and leaves the field. */
export async function typeOver(field: Locator, text: string) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(text);
  await field.blur();
}

/** The problems `npm run check:content` finds with `files` (path → text or bytes) in place of the shipped ones. */
export function checkWith(files: Record<string, string | Buffer>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-change-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static"), path.join(root, "static"), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const problems = checkContentOnDisk(root);
  fs.rmSync(root, { recursive: true });
  return problems;
}
