import { statusComment, WORKFLOW_AUTHOR, type ChangeReport } from "./change-status";
import {
  EDITOR_SIGN_IN,
  LIVE_SHOWN_DAYS,
  changeOf,
  editorToken,
  isPreviewAddress,
  lastReport,
  ordered,
  splitProblem,
  type Change,
  type PullRequest,
} from "./editor-changes-page";

const NOW = new Date("2026-11-27T12:00:00Z");
const HEAD = "b".repeat(40);
const SITE = "studio-preview";
const PREVIEW = "https://studio-preview--pr-7-a1b2c3d4.web.app";
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
  preview: PREVIEW,
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

  it("is refused with the check's lines, passed or waiting for the maintainers with its preview, as the report says", () => {
    const refused = report({ state: "refused", problems: ["content/faq.json:3:5: שגיאה"] });
    expect(changeOf(pull(), refused, NOW, SITE)).toMatchObject({ state: "refused", problems: refused.problems });
    expect(changeOf(pull(), report({ state: "passed" }), NOW, SITE)).toMatchObject({
      state: "passed",
      preview: PREVIEW,
      when: { text: "saved", at: "2026-11-26T09:00:00Z" },
    });
    const note = "השינוי נוגע גם בקבצים של האתר עצמו";
    expect(changeOf(pull(), report({ problems: [note] }), NOW, SITE)).toMatchObject({
      state: "waiting",
      preview: PREVIEW,
      problems: [note],
    });
  });

  it("is a draft to send when the checks passed and the editor keeps it as a draft", () => {
    const draft = pull({ draft: true });
    expect(changeOf(draft, report({ state: "passed" }), NOW, SITE)).toMatchObject({ state: "draft", preview: PREVIEW });
    expect(changeOf(draft, report(), NOW, SITE)).toMatchObject({ state: "draft" });
    expect(changeOf(draft, report({ state: "refused" }), NOW)).toMatchObject({ state: "refused" });
    expect(changeOf(draft, undefined, NOW)).toMatchObject({ state: "checking" });
  });

  it("believes no report of being live or published while the request is open", () => {
    for (const state of ["live", "publishing", "draft", "checking"] as const)
      expect(changeOf(pull(), report({ state }), NOW, SITE)).toMatchObject({ state: "checking", problems: [] });
  });

  it("links only the request's own preview on the preview project's Hosting site", () => {
    for (const preview of [
      "https://evil.example/",
      "http://studio-preview--pr-7-a1b2c3d4.web.app",
      "https://studio-preview--pr-8-a1b2c3d4.web.app",
      "https://other-site--pr-7-a1b2c3d4.web.app",
      "https://studio-preview--pr-7-a1b2c3d4.web.app.evil.example",
      "javascript:alert(1)//studio-preview--pr-7-a1b2c3d4.web.app",
    ])
      expect(changeOf(pull(), report({ preview }), NOW, SITE)).not.toHaveProperty("preview");
    // A build that names no preview site links none.
    expect(changeOf(pull(), report(), NOW, null)).not.toHaveProperty("preview");
  });

  it("is on its way once merged, and live once main's run says so", () => {
    const merged = pull({ state: "closed", merged_at: "2026-11-27T10:00:00Z" });
    expect(changeOf(merged, report({ state: "passed" }), NOW, SITE)).toMatchObject({
      state: "publishing",
      problems: [],
    });
    expect(changeOf(merged, report(), NOW, SITE)).not.toHaveProperty("preview");
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
      change("passed", "2026-11-26"),
      change("publishing", "2026-11-26"),
      change("draft", "2026-11-02"),
    ]);
    expect(sorted.map((item) => item.title)).toEqual([
      "refused 2026-11-01",
      "draft 2026-11-02",
      "waiting 2026-11-25",
      "waiting 2026-11-20",
      "passed 2026-11-26",
      "publishing 2026-11-26",
      "live 2026-11-27",
    ]);
  });

  it("takes the workflow's last report among the comments", () => {
    const workflow = { ...WORKFLOW_AUTHOR };
    const comments = [
      { body: statusComment(report({ state: "refused" })), user: workflow },
      { body: "Looks good", user: { login: "studio-owner", type: "User" } },
      { body: statusComment(report()), user: workflow },
      { user: workflow },
    ];
    expect(lastReport(comments)?.state).toBe("waiting");
    expect(lastReport([{ body: "nothing", user: workflow }])).toBeUndefined();
  });

  it("reads no report written by anyone but the workflow: a stranger cannot turn a refused change into a passed one", () => {
    const refused = { body: statusComment(report({ state: "refused" })), user: { ...WORKFLOW_AUTHOR } };
    const forged = statusComment(report({ state: "passed", preview: "https://evil.example" }));
    for (const user of [
      { login: "stranger", type: "User" },
      { login: "github-actions[bot]", type: "User" },
      { login: "another-app[bot]", type: "Bot" },
      undefined,
    ])
      expect(lastReport([refused, { body: forged, user }])?.state).toBe("refused");
  });
});

describe("a preview's address", () => {
  it("is a channel of the pull request on the preview site, over https", () => {
    expect(isPreviewAddress(PREVIEW, SITE, 7)).toBe(true);
    expect(isPreviewAddress(`${PREVIEW}/classes/tissu`, SITE, 7)).toBe(true);
    expect(isPreviewAddress(PREVIEW, SITE, 8)).toBe(false);
    expect(isPreviewAddress("https://studio-preview--pr-7-a1b2c3d4.firebaseapp.com", SITE, 7)).toBe(false);
    expect(isPreviewAddress("https://user@studio-preview--pr-7-a1b2c3d4.web.app", SITE, 7)).toBe(false);
    expect(isPreviewAddress("https://studio-preview--pr-7-a1b2c3d4.web.app:8443", SITE, 7)).toBe(false);
    expect(isPreviewAddress("not an address", SITE, 7)).toBe(false);
    expect(isPreviewAddress(PREVIEW, "studio.preview", 7)).toBe(false);
    expect(isPreviewAddress(PREVIEW, null, 7)).toBe(false);
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
