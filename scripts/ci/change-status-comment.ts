/**
 * The workflow's step "Say where the change is": the Hebrew summary of a content change for its pull request, from
 * the run's results (site-build/content/change-status.ts writes it). On a pull request the change is refused, or it
 * passed: content alone goes live by itself (.github/workflows/publish.yml), anything more waits for the site's
 * maintainers; on main (a push, or the run the publish workflow starts), once deployed, it is live. A change that
 * touches no content gets no summary: its authors read the checks themselves.
 *
 * Usage: node scripts/ci/change-status-comment.ts BASE HEAD, with the results in the environment (CHECK, PROBLEMS,
 * FAILED_PAGES, DEPLOY, PREVIEW, EVENT, COMMIT, RUN); writes `comment` to $GITHUB_OUTPUT, or prints it without one.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { statusComment, type ChangeReport, type ChangeState } from "../../site-build/content/change-status.ts";
import { changeKind } from "./change-kind.ts";
import { ENGLISH, hebrewOfTwin, isEnglishTwinPath } from "../../src/content/english-twin-path.ts";
import { isolateNumberRanges } from "../../src/content/number-runs.ts";

/** The editor's configuration (site-build/content/editor-config.ts's EDITOR_CONFIG_FILE): its forms' Hebrew names. */
export const EDITOR_CONFIG = "static/admin/content/config.json";

interface EditorField {
  name: string;
  label?: string;
  fields?: EditorField[];
  field?: EditorField;
}

interface EditorForm {
  label?: string;
  label_singular?: string;
  folder?: string;
  file?: string;
  fields?: EditorField[];
}

export interface RunResults {
  event: string;
  /** The checks' job's result: success, failure, cancelled or skipped. */
  check: string;
  /** The deploy job's result. */
  deploy: string;
  /** The content check's output when it refused the content. */
  problems: string;
  /** The pages that failed a browser check of what content can break, a path a line (e2e/route-visit.ts). */
  failedPages?: string;
  /** Whether the change touches content alone (change-kind.ts), which goes live without a maintainer's review. */
  contentOnly: boolean;
}

const CODE_FAILED = "הבדיקות האוטומטיות של האתר נכשלו. אם שיניתם רק תוכן, פנו לצוות הטכני: הם יבדקו מה קרה.";
const NO_PREVIEW = "התצוגה המקדימה של השינוי לא נבנתה. אין צורך לעשות דבר: הצוות הטכני יבדוק מה קרה.";
const TOUCHES_CODE = "השינוי נוגע גם בקבצים של האתר עצמו, ולא רק בתוכן, ולכן צוות האתר צריך לבדוק אותו.";

/** The runs of main that deploy it live: a push (a merge), and the run the publish workflow starts after its merge. */
const LIVE_EVENTS = ["push", "workflow_dispatch"];

/**
 * The state the run's results put the change in; undefined when they say nothing yet (a run that was cancelled). A
 * change that passed goes live by itself only when it is content alone and its preview was deployed (the publish
 * workflow merges only a change whose every required check passed); else it waits for the site's maintainers.
 */
export function stateOf({ event, check, deploy, contentOnly }: RunResults): ChangeState | undefined {
  if (LIVE_EVENTS.includes(event)) return deploy === "success" ? "live" : undefined;
  if (check === "failure") return "refused";
  if (check === "success") return contentOnly && deploy === "success" ? "passed" : "waiting";
  return undefined;
}

const PAGE_FAILED = (page: string) =>
  `${page} לא עובר את הבדיקה בדפדפן עם השינוי. מה בדיוק לא עבר כתוב בפרטי הבדיקה; אם לא ברור מה לתקן, פנו לצוות הטכני.`;

const linesOf = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith(">") && !/^npm (ERR!|error)/.test(line));

/**
 * What kept the change back, one finding a line: the content check's, without npm's and the shell's lines around
 * them, then each page that a browser check refused (`pageName` says which page it is in the owner's words).
 */
export function problemLines(results: RunResults, pageName: (path: string) => string = (page) => page): string[] {
  const { check, deploy, problems, failedPages, event, contentOnly } = results;
  if (LIVE_EVENTS.includes(event)) return [];
  const pages = [...new Set(linesOf(failedPages).filter((line) => line.startsWith("/")))];
  const lines = [...linesOf(problems), ...pages.map((page) => PAGE_FAILED(pageName(page)))];
  if (check === "failure") return lines.length > 0 ? lines : [CODE_FAILED];
  // A same-repository pull request whose checks passed always gets a preview, unless its build or deploy failed.
  return [...(deploy === "success" ? [] : [NO_PREVIEW]), ...(contentOnly ? [] : [TOUCHES_CODE])];
}

/** A field's label in its form, from the check's path of it (`schedule[1].end`); undefined where the form has none. */
function fieldLabel(fields: EditorField[], fieldPath: string): string | undefined {
  let label: string | undefined;
  let level: EditorField[] | undefined = fields;
  for (const name of fieldPath.split(/[.[\]]+/).filter((part) => part && !/^\d+$/.test(part))) {
    // A list file's entries are the form's one root list (editor-config.ts's LIST_FIELD).
    const field: EditorField | undefined =
      level?.find((candidate) => candidate.name === name) ?? level?.[0]?.fields?.find((c) => c.name === name);
    if (!field) return undefined;
    label = field.label;
    level = field.fields ?? (field.field ? [field.field] : undefined);
  }
  return label;
}

/**
 * A line of the content check in the owner's words: without the file's place (`content/classes/x.json:12:18`), a
 * field by its label in the form, and the entry's key left out where the file is the entry (its title says which). A
 * time or age range in it is written start first, on one line, as the site writes it.
 */
export function inOwnersWords(line: string, forms: EditorForm[]): string {
  return isolateNumberRanges(placeAndFieldInOwnersWords(line, forms));
}

function placeAndFieldInOwnersWords(line: string, forms: EditorForm[]): string {
  const found = /^(content\/\S+?\.json)(?::\d+(?::\d+)?)?: (.*)$/.exec(line);
  if (!found) return line;
  const [, file, said] = found as unknown as [string, string, string];
  const form = formOf(file, forms);
  if (!form) return said;
  const words = said
    .replace(/^ברשומה [^,:]+, /, form.folder ? "" : "$&")
    .replace(/בשדה "?([^":,]+)"?/, (whole, fieldPath: string) => {
      const label = fieldLabel(form.fields ?? [], fieldPath);
      return label ? `בשדה "${label}"` : whole;
    });
  return form.folder ? words : `${form.label}: ${words}`;
}

/** The content files among the changed files: JSON below content/, not its schemas. */
export const contentFilesOf = (changed: string[]) =>
  changed.filter((file) => /^content\/(?!schemas\/).+\.json$/.test(file));

/**
 * The editor's form a content file belongs to: a folder of entries, or one file (`content/site.{{locale}}.json`), in
 * either language.
 */
function formOf(file: string, forms: EditorForm[]) {
  return forms.find(
    (form) =>
      (form.folder && path.posix.dirname(file) === form.folder.replace(/\/$/, "")) ||
      (form.file && [".", `.${ENGLISH}.`].some((language) => form.file!.replace(".{{locale}}.", language) === file)),
  );
}

/** An entry's name as the owner knows it: its title, name or question. */
function entryName(data: unknown): string | undefined {
  if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
  const entry = data as Record<string, unknown>;
  const name = [entry.title, entry.name, entry.question].find((value) => typeof value === "string" && value.trim());
  return name as string | undefined;
}

/** A picture the editor uploads beside an entry: named by the entry it belongs to, or as a picture when alone. */
const PICTURE = /^static\/.+\.(jpe?g|png|webp|avif|gif)$/i;
const PICTURE_NAME = "תמונה";
/** After a form's name, for a change of its English: "החוגים באנגלית: טיסו". */
const ENGLISH_NAME = " באנגלית";

/** What changed, in the owner's words: each file as its form's name, and an entry's own name beside it. */
export function changeTitle(files: string[], forms: EditorForm[], read: (file: string) => unknown): string {
  const pictures = files.filter((file) => PICTURE.test(file));
  // An entry changed in both languages is named once, by its Hebrew.
  const others = files.filter(
    (file) => !PICTURE.test(file) && !(isEnglishTwinPath(file) && files.includes(hebrewOfTwin(file))),
  );
  const names = others.map((file) => {
    const form = formOf(file, forms);
    const english = isEnglishTwinPath(file);
    const kind = `${form?.label ?? file}${english && form ? ENGLISH_NAME : ""}`;
    if (!form?.folder) return kind;
    // A twin is named by its entry's Hebrew name, as the owner knows the entry.
    const entry = entryName(read(english ? hebrewOfTwin(file) : file));
    return entry ? `${kind}: ${entry}` : kind;
  });
  if (names.length === 0 && pictures.length > 0) names.push(PICTURE_NAME);
  return [...new Set(names)].join(", ");
}

/**
 * A page of the site in the owner's words: an entry's page by the entry's own name ('העמוד של "טיסו – בד אווירי
 * למבוגרים"'), any other by its address, isolated so that it reads left to right.
 */
export function pageInOwnersWords(page: string, forms: EditorForm[], read: (file: string) => unknown): string {
  const address = `העמוד \u2066${page}\u2069`;
  const found = /^\/(\w+)\/([a-z0-9-]+)$/.exec(page);
  if (!found) return address;
  const file = `content/${found[1]}/${found[2]}.json`;
  const form = formOf(file, forms);
  const entry = entryName(read(file));
  return form?.folder && entry ? `העמוד של "${entry}"` : address;
}

/** The editor's forms from its configuration: the folders of entries and the single files. */
export function editorForms(config: { collections?: EditorForm[]; singletons?: EditorForm[] }): EditorForm[] {
  return [...(config.collections ?? []), ...(config.singletons ?? [])];
}

function changedFiles(base: string, head: string): string[] {
  const diff = spawnSync("git", ["diff", "--name-only", "--no-renames", base, head], { encoding: "utf8" });
  if (diff.status !== 0) throw new Error(`git diff ${base} ${head} failed: ${diff.stderr}`);
  return diff.stdout.split("\n").filter(Boolean);
}

/** A file's data, or undefined when the change removed it or it is not JSON. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function main([base, head]: string[]) {
  if (!base || !head) throw new Error("Usage: node scripts/ci/change-status-comment.ts BASE HEAD");
  const env = process.env;
  const changed = changedFiles(base, head);
  const results: RunResults = {
    event: env.EVENT ?? "",
    check: env.CHECK ?? "",
    deploy: env.DEPLOY ?? "",
    problems: env.PROBLEMS ?? "",
    failedPages: env.FAILED_PAGES ?? "",
    contentOnly: changeKind(changed).contentOnly,
  };
  const files = contentFilesOf(changed);
  const state = stateOf(results);
  if (files.length === 0 || !state) {
    console.log(files.length === 0 ? "No content changed: no summary." : "The run says nothing yet: no summary.");
    return;
  }
  const forms = editorForms(JSON.parse(fs.readFileSync(EDITOR_CONFIG, "utf8")));
  const report: ChangeReport = {
    state,
    commit: env.COMMIT ?? "",
    title: changeTitle(files, forms, readJson),
    ...(env.PREVIEW ? { preview: env.PREVIEW } : {}),
    problems: problemLines(results, (page) => pageInOwnersWords(page, forms, readJson)).map((line) =>
      inOwnersWords(line, forms),
    ),
    ...(env.RUN ? { run: env.RUN } : {}),
  };
  const comment = statusComment(report);
  if (!env.GITHUB_OUTPUT) {
    console.log(comment);
    return;
  }
  const end = `END_${randomBytes(16).toString("hex")}`;
  fs.appendFileSync(env.GITHUB_OUTPUT, `comment<<${end}\n${comment}\n${end}\n`);
  console.log(comment);
}

if (process.argv[1]?.endsWith("scripts/ci/change-status-comment.ts")) main(process.argv.slice(2));
