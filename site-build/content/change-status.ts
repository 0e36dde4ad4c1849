/**
 * Where an editor's change is on its way to the site, in the owner's words: the workflow writes it on the change's pull
 * request as a comment (scripts/ci/change-status-comment.ts), and the editor's page of pending changes
 * (editor-changes-page.ts) reads it back from there. The comment carries the facts as JSON in a hidden line, so the
 * page never parses the Hebrew. Imports nothing: the editor's page loads this module as it is.
 */

/**
 * Being checked, refused by the checks, waiting for a reviewer's approval, approved and on its way, on the site; and,
 * on the editor's page only, a draft: checked, but kept by the editor as a draft that no reviewer is asked to approve.
 */
export type ChangeState = "checking" | "refused" | "draft" | "waiting" | "publishing" | "live";

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
    explain:
      'הבדיקות עברו, אבל השינוי שמור כטיוטה ולא נשלח. כדי שיעלה לאתר, פותחים אותו בעורך התוכן ולוחצים "שליחה לאתר".',
  },
  waiting: {
    label: "ממתין לאישור",
    explain: "הבדיקות עברו. השינוי יעלה לאתר אחרי שמישהו מהצוות יאשר אותו.",
  },
  publishing: {
    label: "אושר, עולה לאתר",
    explain: "השינוי אושר, והאתר נבנה מחדש איתו. זה לוקח בדרך כלל כרבע שעה.",
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
const REPORT_LINE = new RegExp(`<!-- ${REPORT_MARKER} (.*?) -->`);

const CHANGE_STATE_NAMES = Object.keys(CHANGE_STATES) as ChangeState[];

/** The report a comment carries; undefined when it carries none or one this version cannot read. */
export function readReport(comment: string): ChangeReport | undefined {
  const line = REPORT_LINE.exec(comment)?.[1];
  if (!line) return undefined;
  try {
    const report = JSON.parse(line) as Partial<ChangeReport>;
    if (!CHANGE_STATE_NAMES.includes(report.state as ChangeState) || typeof report.commit !== "string") {
      return undefined;
    }
    return { ...report, title: String(report.title ?? ""), problems: report.problems ?? [] } as ChangeReport;
  } catch {
    return undefined;
  }
}

/** A line of the comment's list, without what Markdown would read as markup. */
const listLine = (text: string) => `- ${text.replace(/[\\`*_[\]<>|]/g, (sign) => `\\${sign}`)}`;

/** The comment on the change's pull request: the state and what to do, then the report for the editor's page. */
export function statusComment(report: ChangeReport): string {
  const { label, explain } = CHANGE_STATES[report.state];
  const lines = [`### ${report.title}: ${label}`, "", explain];
  if (report.preview) lines.push("", `התצוגה המקדימה של האתר עם השינוי: ${report.preview}`);
  // Only a refused change has something to put right; a waiting one may carry a note for the team.
  const heading = report.state === "refused" ? ["מה צריך לתקן:", ""] : [];
  if (report.problems.length > 0) lines.push("", ...heading, ...report.problems.map(listLine));
  if (report.run) lines.push("", `פרטי הבדיקה (לצוות הטכני): ${report.run}`);
  // "--" would end the HTML comment that hides the report.
  const json = JSON.stringify(report).replace(/--/g, "-\\u002d");
  lines.push("", `<!-- ${REPORT_MARKER} ${json} -->`);
  return lines.join("\n");
}
