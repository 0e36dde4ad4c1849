/**
 * The editor's page of pending changes: each change saved in the editor, in Hebrew, with where it is on its way to
 * the site (being checked, refused with the check's lines, a draft still to send, passed and going live by itself,
 * waiting for the site's maintainers, published, live) and its preview's address, so that the owner never has to open
 * GitHub. It reads the pull requests with the editor's own sign-in (the token the editor keeps on its origin), and
 * each one's state from the comment the workflow writes on it (change-status.ts): the workflow's own comments alone,
 * a preview only on the preview project's Hosting domain. Loaded as a module by the page the build writes
 * (post-build/editor-changes-page.ts), which names that domain.
 */
import {
  byTheWorkflow,
  CHANGE_STATES,
  readReport,
  type ChangeReport,
  type ChangeState,
  type IssueComment,
} from "./change-status";

/** Where the editor keeps its sign-in (Sveltia CMS: `{ backendName, token, … }` as JSON in localStorage). */
export const EDITOR_SIGN_IN = "sveltia-cms.user";
/** The label prefix the editor gives its pull requests (`sveltia-cms/pending_review`). */
const EDITOR_LABEL = /^(sveltia|decap|netlify)-cms\//;
/** How long a change that went live stays on the page. */
export const LIVE_SHOWN_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

export const PAGE_TEXTS = {
  loading: "קוראים את השינויים…",
  signedOut: "כדי לראות כאן את השינויים, היכנסו קודם לעורך התוכן, ואז חזרו לעמוד הזה.",
  toEditor: "לעורך התוכן",
  expired: "הכניסה לעורך פגה. היכנסו שוב לעורך התוכן, ואז חזרו לעמוד הזה.",
  unreachable: "לא הצלחנו לקרוא את השינויים מ-GitHub. נסו שוב בעוד כמה דקות.",
  none: "אין שינויים בדרך לאתר. שינוי ששומרים בעורך מופיע כאן תוך דקה או שתיים.",
  untitled: "שינוי שנשמר בעורך",
  preview: "לתצוגה המקדימה של האתר עם השינוי",
  problems: "מה צריך לתקן:",
  saved: "נשמר ב-{date}",
  live: "עלה לאתר ב-{date}",
} as const;

/** What the page reads of a pull request (GitHub's REST API). */
export interface PullRequest {
  number: number;
  state: "open" | "closed";
  title: string;
  html_url: string;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
  /** The editor opens each change as a draft, until "שליחה לאתר" (Send for Review). */
  draft?: boolean;
  head: { sha: string; ref: string };
  labels: { name: string }[];
}

export interface Change {
  number: number;
  title: string;
  state: ChangeState;
  preview?: string;
  problems: string[];
  /** When it was saved, or when it went live. */
  when: { text: keyof typeof PAGE_TEXTS; at: string };
}

/** What the workflow reports of a request still open: anything else on an open request is not believed. */
const OPEN_STATES: readonly ChangeState[] = ["refused", "passed", "waiting"];

/**
 * Whether `address` is the preview of pull request `number`: an https address of one of its channels on the preview
 * project's Hosting site `site` (`https://<site>--pr-<number>-<hash>.web.app`, as `hosting:channel:deploy` names
 * them), and nothing else: no other site, channel, scheme, port or user. Without a site, no address is.
 */
export function isPreviewAddress(address: string, site: string | null, number: number): boolean {
  if (!site || !/^[a-z0-9-]+$/.test(site)) return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const channel = new RegExp(`^${site}--pr-${number}-[a-z0-9]+\\.web\\.app$`);
  return url.protocol === "https:" && channel.test(url.hostname) && !url.port && !url.username && !url.password;
}

/**
 * A pull request as a change on the page: its state from the workflow's last report, or "being checked" while the
 * report is of an earlier commit or not written yet; a draft while the editor keeps a change that passed as a draft;
 * undefined for a request that is not the editor's, was closed without going live, or went live more than
 * LIVE_SHOWN_DAYS ago. Its preview is shown only when it is the request's own on `previewSite`.
 */
export function changeOf(
  pull: PullRequest,
  report: ChangeReport | undefined,
  now: Date,
  previewSite: string | null = null,
): Change | undefined {
  if (!report && !pull.labels.some((label) => EDITOR_LABEL.test(label.name))) return undefined;
  if (pull.state === "closed" && !pull.merged_at) return undefined;
  if (pull.merged_at && now.getTime() - Date.parse(pull.merged_at) > LIVE_SHOWN_DAYS * DAY) return undefined;
  const current = report && report.commit === pull.head.sha && OPEN_STATES.includes(report.state) ? report : undefined;
  const state: ChangeState = pull.merged_at
    ? report?.state === "live"
      ? "live"
      : "publishing"
    : current && current.state !== "refused" && pull.draft
      ? "draft"
      : (current?.state ?? "checking");
  // The preview and the lines to fix are of the request as it is now; once merged, the site itself is the preview.
  const pending = pull.merged_at ? undefined : current;
  const preview = pending?.preview && isPreviewAddress(pending.preview, previewSite, pull.number) && pending.preview;
  return {
    number: pull.number,
    title: report?.title || PAGE_TEXTS.untitled,
    state,
    ...(preview ? { preview } : {}),
    problems: pending?.problems ?? [],
    when: pull.merged_at ? { text: "live", at: pull.merged_at } : { text: "saved", at: pull.created_at },
  };
}

/** The changes in the order the owner looks for them: the ones that need her first, then the newest. */
export function ordered(changes: Change[]): Change[] {
  const weight: Record<ChangeState, number> = {
    refused: 0,
    draft: 1,
    checking: 2,
    waiting: 3,
    passed: 4,
    publishing: 5,
    live: 6,
  };
  return [...changes].sort((a, b) => weight[a.state] - weight[b.state] || b.when.at.localeCompare(a.when.at));
}

/** The last report the workflow wrote among a request's comments: anyone else's comment is not read. */
export function lastReport(comments: IssueComment[]): ChangeReport | undefined {
  return comments
    .filter(byTheWorkflow)
    .map((comment) => readReport(comment.body ?? ""))
    .filter((report): report is ChangeReport => !!report)
    .at(-1);
}

const dateFormat = new Intl.DateTimeFormat("he-IL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Jerusalem",
});

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** The check's `content/FILE.json:LINE:COLUMN: message` as its message, then where, left to right in brackets. */
export function splitProblem(problem: string): { message: string; where?: string } {
  const match = /^(\S+?:\d+(?::\d+)?):\s*(.+)$/.exec(problem);
  return match ? { message: match[2]!, where: match[1]! } : { message: problem };
}

function problemItem(document: Document, problem: string) {
  const { message, where } = splitProblem(problem);
  const item = element(document, "li", message);
  if (where) item.append(" (", element(document, "bdi", where, { dir: "ltr", class: "where" }), ")");
  return item;
}

function changeItem(document: Document, change: Change) {
  const { label, explain } = CHANGE_STATES[change.state];
  const item = element(document, "li", undefined, { "data-state": change.state });
  item.append(element(document, "h2", change.title));
  item.append(element(document, "p", label, { class: "state" }));
  item.append(element(document, "p", explain));
  if (change.problems.length > 0) {
    if (change.state === "refused") item.append(element(document, "p", PAGE_TEXTS.problems));
    const list = element(document, "ul", undefined, { class: "problems" });
    for (const problem of change.problems) list.append(problemItem(document, problem));
    item.append(list);
  }
  if (change.preview) {
    const line = element(document, "p");
    line.append(element(document, "a", PAGE_TEXTS.preview, { href: change.preview }));
    item.append(line);
  }
  const when = PAGE_TEXTS[change.when.text].replace("{date}", dateFormat.format(new Date(change.when.at)));
  item.append(element(document, "p", when, { class: "when" }));
  return item;
}

class GitHubError extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

/** Reads the editor's pull requests and their reports with the editor's token. */
async function readChanges(
  window: Window,
  api: string,
  repo: string,
  token: string,
  now: Date,
  previewSite: string | null,
) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await window.fetch(`${api}/repos/${repo}${path}`, {
      headers: { authorization: `token ${token}`, accept: "application/vnd.github+json" },
    });
    if (!response.ok) throw new GitHubError(response.status);
    return (await response.json()) as T;
  };
  const [open, closed] = await Promise.all([
    get<PullRequest[]>("/pulls?state=open&per_page=100"),
    get<PullRequest[]>("/pulls?state=closed&sort=updated&direction=desc&per_page=30"),
  ]);
  const candidates = [...open, ...closed.filter((pull) => pull.merged_at)];
  const changes = await Promise.all(
    candidates.map(async (pull) => {
      const comments = await get<IssueComment[]>(`/issues/${pull.number}/comments?per_page=100`);
      return changeOf(pull, lastReport(comments), now, previewSite);
    }),
  );
  return ordered(changes.filter((change): change is Change => !!change));
}

/** The token the editor signed in with on this origin, if any. */
export function editorToken(storage: Storage): string | undefined {
  try {
    const user = JSON.parse(storage.getItem(EDITOR_SIGN_IN) ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fills the page's `main` with the changes; the editor's configuration names the repository, and the build the
 * preview project's Hosting site (null: no preview is linked).
 */
export async function installChangesPage(
  window: Window,
  configUrl: string,
  editorUrl: string,
  previewSite: string | null,
) {
  const { document } = window;
  const main = document.querySelector("main")!;
  const status = element(document, "p", PAGE_TEXTS.loading, { role: "status" });
  main.append(status);
  const say = (text: string, withLink = false) => {
    status.textContent = text;
    if (withLink) status.append(" ", element(document, "a", PAGE_TEXTS.toEditor, { href: editorUrl }));
  };
  const token = editorToken(window.localStorage);
  if (!token) return say(PAGE_TEXTS.signedOut, true);
  try {
    const config = (await (await window.fetch(configUrl)).json()) as { backend: { repo: string; api_root?: string } };
    const api = config.backend.api_root ?? "https://api.github.com";
    const changes = await readChanges(window, api, config.backend.repo, token, new Date(), previewSite);
    if (changes.length === 0) return say(PAGE_TEXTS.none);
    const list = element(document, "ul", undefined, { class: "changes" });
    for (const change of changes) list.append(changeItem(document, change));
    status.replaceWith(list);
  } catch (error) {
    if (error instanceof GitHubError && error.status === 401) say(PAGE_TEXTS.expired, true);
    else say(PAGE_TEXTS.unreachable);
  }
}
