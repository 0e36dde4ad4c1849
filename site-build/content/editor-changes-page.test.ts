import { statusComment, type ChangeReport } from "./change-status";
import {
  EDITOR_SIGN_IN,
  LIVE_SHOWN_DAYS,
  changeOf,
  editorToken,
  lastReport,
  ordered,
  splitProblem,
  type Change,
  type PullRequest,
} from "./editor-changes-page";

const NOW = new Date("2026-11-27T12:00:00Z");
const HEAD = "b".repeat(40);
const pull = (fields: Partial<PullRequest> = {}): PullRequest => ({
  number: 7,
  state: "open",
  title: "Update Classes “acrobatics-kids”",
  html_url: "https://github.com/motionlab/studio-site/pull/7",
  created_at: "2026-11-26T09:00:00Z",
  updated_at: "2026-11-26T09:05:00Z",
  merged_at: null,
  head: { sha: HEAD, ref: "cms/classes/acrobatics-kids" },
  labels: [{ name: "sveltia-cms/pending_review" }],
  ...fields,
});
const report = (fields: Partial<ChangeReport> = {}): ChangeReport => ({
  state: "waiting",
  commit: HEAD,
  title: "חוגים: אקרובטיקה לילדים",
  preview: "https://preview--pr-7.web.app",
  problems: [],
  ...fields,
});

describe("a pending change on the editor's page", () => {
  it("is being checked until the workflow reports on the request's last commit", () => {
    expect(changeOf(pull(), undefined, NOW)).toMatchObject({ state: "checking", title: "שינוי שנשמר בעורך" });
    const earlier = report({ commit: "a".repeat(40), state: "refused", problems: ["x"] });
    expect(changeOf(pull(), earlier, NOW)).toEqual(
      expect.objectContaining({ state: "checking", title: earlier.title, problems: [] }),
    );
    expect(changeOf(pull(), earlier, NOW)).not.toHaveProperty("preview");
  });

  it("is refused with the check's lines, or waits for approval with its preview, as the report says", () => {
    const refused = report({ state: "refused", problems: ["content/faq.json:3:5: שגיאה"] });
    expect(changeOf(pull(), refused, NOW)).toMatchObject({ state: "refused", problems: refused.problems });
    expect(changeOf(pull(), report(), NOW)).toMatchObject({
      state: "waiting",
      preview: "https://preview--pr-7.web.app",
      when: { text: "saved", at: "2026-11-26T09:00:00Z" },
    });
  });

  it("is a draft to send for approval when the checks passed and the editor keeps it as a draft", () => {
    expect(changeOf(pull({ draft: true }), report(), NOW)).toMatchObject({ state: "draft", preview: report().preview });
    expect(changeOf(pull({ draft: true }), report({ state: "refused" }), NOW)).toMatchObject({ state: "refused" });
    expect(changeOf(pull({ draft: true }), undefined, NOW)).toMatchObject({ state: "checking" });
  });

  it("is on its way once merged, and live once main's run says so", () => {
    const merged = pull({ state: "closed", merged_at: "2026-11-27T10:00:00Z" });
    expect(changeOf(merged, report(), NOW)).toMatchObject({ state: "publishing", problems: [] });
    expect(changeOf(merged, report(), NOW)).not.toHaveProperty("preview");
    expect(changeOf(merged, report({ state: "live", commit: "c".repeat(40) }), NOW)).toMatchObject({
      state: "live",
      when: { text: "live", at: "2026-11-27T10:00:00Z" },
    });
  });

  it("leaves out requests that are not the editor's, were withdrawn, or went live long ago", () => {
    expect(changeOf(pull({ labels: [] }), undefined, NOW)).toBeUndefined();
    expect(changeOf(pull({ labels: [] }), report(), NOW)).toBeDefined();
    expect(changeOf(pull({ state: "closed" }), report(), NOW)).toBeUndefined();
    const days = (count: number) => new Date(NOW.getTime() - count * 24 * 60 * 60 * 1000).toISOString();
    const live = report({ state: "live" });
    expect(changeOf(pull({ state: "closed", merged_at: days(LIVE_SHOWN_DAYS - 1) }), live, NOW)).toBeDefined();
    expect(changeOf(pull({ state: "closed", merged_at: days(LIVE_SHOWN_DAYS + 1) }), live, NOW)).toBeUndefined();
  });

  it("puts what needs the owner first, then the newest", () => {
    const change = (state: Change["state"], at: string): Change => ({
      number: 1,
      title: `${state} ${at}`,
      state,
      problems: [],
      when: { text: "saved", at },
    });
    const sorted = ordered([
      change("live", "2026-11-27"),
      change("waiting", "2026-11-20"),
      change("waiting", "2026-11-25"),
      change("refused", "2026-11-01"),
    ]);
    expect(sorted.map((item) => item.title)).toEqual([
      "refused 2026-11-01",
      "waiting 2026-11-25",
      "waiting 2026-11-20",
      "live 2026-11-27",
    ]);
  });

  it("takes the workflow's last report among the comments", () => {
    const comments = [
      { body: statusComment(report({ state: "refused" })) },
      { body: "Looks good" },
      { body: statusComment(report()) },
      {},
    ];
    expect(lastReport(comments)?.state).toBe("waiting");
    expect(lastReport([{ body: "nothing" }])).toBeUndefined();
  });
});

describe("a line of the content check on the page", () => {
  it("is its message first, and where it is after it", () => {
    expect(splitProblem("content/classes/acrobatics-kids.json:12:18: בשדה priceILS: צריך להיות מספר")).toEqual({
      message: "בשדה priceILS: צריך להיות מספר",
      where: "content/classes/acrobatics-kids.json:12:18",
    });
    expect(splitProblem("content/faq.json:3: חסרה שאלה")).toEqual({
      message: "חסרה שאלה",
      where: "content/faq.json:3",
    });
    expect(splitProblem("הבדיקות האוטומטיות נכשלו: פנו לצוות")).toEqual({
      message: "הבדיקות האוטומטיות נכשלו: פנו לצוות",
    });
  });
});

describe("the editor's sign-in on its origin", () => {
  it("is the token the editor keeps, or nothing when it kept none or something else", () => {
    localStorage.setItem(EDITOR_SIGN_IN, JSON.stringify({ backendName: "github", token: "gho_x" }));
    expect(editorToken(localStorage)).toBe("gho_x");
    localStorage.setItem(EDITOR_SIGN_IN, JSON.stringify({ backendName: "github" }));
    expect(editorToken(localStorage)).toBeUndefined();
    localStorage.setItem(EDITOR_SIGN_IN, "{broken");
    expect(editorToken(localStorage)).toBeUndefined();
    localStorage.removeItem(EDITOR_SIGN_IN);
    expect(editorToken(localStorage)).toBeUndefined();
  });
});
