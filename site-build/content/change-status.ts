/**
 * Where an editor's change is on its way to the site, in the owner's words: the workflow writes it on the change's pull
 * request as a comment (scripts/ci/change-status-comment.ts), and the editor's page of pending changes
 * (editor-changes-page.ts) reads it back from there. The comment carries the facts as JSON in a hidden line, so the
 * page never parses the Hebrew. Imports nothing: the editor's page loads this module as it is.
 */

/**
 * The editor's button that sends a saved change on its way to the site (Sveltia CMS's "Send for Review", in the
 * editor's Hebrew): the page names it to the owner where a change waits for it.
 */
export const SEND_BUTTON = "שליחה לאתר";

/**
 * Being checked; refused by the checks; passed, content alone, on its way to the site by itself; passed, but waiting
 * for the site's maintainers (it touches more than content, or GitHub would not publish it alone); published and being
 * deployed; on the site. And, on the editor's page only, a draft: checked, but kept by the editor until the owner
 * sends it.
 */
export type ChangeState = "checking" | "refused" | "draft" | "passed" | "waiting" | "publishing" | "live";

export const CHANGE_STATES: Record<ChangeState, { label: string; explain: string }> = {
  checking: {
    label: "בבדיקה",
    explain: "הבדיקות האוטומטיות רצות עכשיו. זה לוקח בדרך כלל כמה דקות.",
  },
  refused: {
    label: "לא עבר את הבדיקה",
    explain: "השינוי לא יעלה לאתר עד שיתוקן. אפשר לתקן אותו בעורך ולשמור שוב.",
  },
  draft: {
    label: "טיוטה, עוד לא נשלח",
    explain: `הבדיקות עברו, אבל השינוי שמור כטיוטה ולא נשלח. כדי שיעלה לאתר, פותחים אותו בעורך התוכן ולוחצים "${SEND_BUTTON}".`,
  },
  passed: {
    label: "עבר את הבדיקה, עולה לאתר",
    explain:
      "הבדיקות עברו. השינוי נוגע רק בתוכן, ולכן הוא עולה לאתר מעצמו, בלי שמישהו צריך לאשר אותו: אין צורך לעשות דבר.",
  },
  waiting: {
    label: "ממתין לצוות האתר",
    explain:
      "הבדיקות עברו, אבל השינוי לא עולה לאתר מעצמו: הוא יעלה אחרי שמישהו מצוות האתר יבדוק ויאשר אותו. אין צורך לעשות דבר.",
  },
  publishing: {
    label: "פורסם, האתר מתעדכן",
    explain: "השינוי פורסם, והאתר נבנה מחדש איתו. זה לוקח בדרך כלל כרבע שעה.",
  },
  live: {
    label: "באתר",
    explain: "השינוי מופיע באתר.",
  },
};

/** The facts of one check of a change, as the comment keeps them. */
export interface ChangeReport {
  state: ChangeState;
  /** The commit the report is about: a report of an earlier commit says nothing of the change as it is now. */
  commit: string;
  /** What changed, in the owner's words: "החוגים: טיסו – בד אווירי למבוגרים". */
  title: string;
  /** The preview's address, when one was built. */
  preview?: string;
  /** The content check's lines, or what else kept the change back. */
  problems: string[];
  /** The run's page, for whoever helps. */
  run?: string;
}

/** The hidden line that carries the report, and by which the workflow finds its own comment to replace it. */
export const REPORT_MARKER = "studio-change-status";
const REPORT_LINES = new RegExp(`<!-- ${REPORT_MARKER} (.*?) -->`, "g");

/**
 * Who writes the reports: the workflow, with its own token, which GitHub's REST API shows as the user
 * `github-actions[bot]` of type `Bot` (a name no person or other app can take). A comment by anyone else is not read,
 * whatever it holds.
 */
export const WORKFLOW_AUTHOR = { login: "github-actions[bot]", type: "Bot" } as const;

/** A comment as GitHub's REST API lists it: its text and its author. */
export interface IssueComment {
  body?: string;
  user?: { login?: string; type?: string } | null;
}

export const byTheWorkflow = (comment: IssueComment) =>
  comment.user?.login === WORKFLOW_AUTHOR.login && comment.user?.type === WORKFLOW_AUTHOR.type;

const CHANGE_STATE_NAMES = Object.keys(CHANGE_STATES) as ChangeState[];
const isText = (value: unknown): value is string => typeof value === "string";
const isOptionalText = (value: unknown) => value === undefined || isText(value);

/**
 * The report a comment carries, from its last hidden line (a title, which the content writes, comes before it and
 * cannot stand in for it); undefined when it carries none, or one this version cannot read: every field of its type,
 * the lines to fix a list of strings.
 */
export function readReport(comment: string): ChangeReport | undefined {
  const line = [...comment.matchAll(REPORT_LINES)].at(-1)?.[1];
  if (!line) return undefined;
  let report: Record<string, unknown>;
  try {
    report = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { state, commit, title, preview, problems, run } = report ?? {};
  const problemList = problems ?? [];
  if (
    !CHANGE_STATE_NAMES.includes(state as ChangeState) ||
    !isText(commit) ||
    !isOptionalText(title) ||
    !isOptionalText(preview) ||
    !isOptionalText(run) ||
    !Array.isArray(problemList) ||
    !problemList.every(isText)
  ) {
    return undefined;
  }
  return {
    state: state as ChangeState,
    commit,
    title: (title as string | undefined) ?? "",
    ...(preview ? { preview: preview as string } : {}),
    problems: problemList,
    ...(run ? { run: run as string } : {}),
  };
}

/** Text without what Markdown would read as markup (an HTML comment too: a title cannot hide a report of its own). */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|]/g, (sign) => `\\${sign}`);
/** A line of the comment's list. */
const listLine = (text: string) => `- ${plain(text)}`;

/** The comment on the change's pull request: the state and what to do, then the report for the editor's page. */
export function statusComment(report: ChangeReport): string {
  const { label, explain } = CHANGE_STATES[report.state];
  const lines = [`### ${plain(report.title)}: ${label}`, "", explain];
  if (report.preview) lines.push("", `התצוגה המקדימה של האתר עם השינוי: ${report.preview}`);
  // Only a refused change has something to put right; another may carry a note: why it waits, or for the team.
  const heading = report.state === "refused" ? ["מה צריך לתקן:", ""] : [];
  if (report.problems.length > 0) lines.push("", ...heading, ...report.problems.map(listLine));
  if (report.run) lines.push("", `פרטי הבדיקה (לצוות הטכני): ${report.run}`);
  // "--" would end the HTML comment that hides the report.
  const json = JSON.stringify(report).replace(/--/g, "-\\u002d");
  lines.push("", `<!-- ${REPORT_MARKER} ${json} -->`);
  return lines.join("\n");
}
