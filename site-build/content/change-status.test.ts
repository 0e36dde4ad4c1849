import {
  byTheWorkflow,
  CHANGE_STATES,
  readReport,
  SEND_BUTTON,
  statusComment,
  WORKFLOW_AUTHOR,
  type ChangeReport,
} from "./change-status";

const refused: ChangeReport = {
  state: "refused",
  commit: "a".repeat(40),
  title: "חוגים: אקרובטיקה לילדים",
  problems: ["content/classes/acrobatics-kids.json:12:18: בשדה priceILS: צריך להיות מספר"],
  run: "https://github.com/motionlab/studio-site/actions/runs/1",
};

describe("the summary of a change on its pull request", () => {
  it("says the state and what to do in Hebrew, the lines to fix, and where the run is", () => {
    const comment = statusComment(refused);
    expect(comment.split("\n")[0]).toBe("### חוגים: אקרובטיקה לילדים: לא עבר את הבדיקה");
    expect(comment).toContain(CHANGE_STATES.refused.explain);
    expect(comment).toContain("- content/classes/acrobatics-kids.json:12:18: בשדה priceILS: צריך להיות מספר");
    expect(comment).toContain("פרטי הבדיקה (לצוות הטכני): https://github.com/motionlab/studio-site/actions/runs/1");
    expect(comment).not.toContain("התצוגה המקדימה");
  });

  it("gives the preview's address when there is one", () => {
    const comment = statusComment({ ...refused, state: "waiting", problems: [], preview: "https://p--pr-7.web.app" });
    expect(comment).toContain("התצוגה המקדימה של האתר עם השינוי: https://p--pr-7.web.app");
    expect(comment).not.toContain("מה צריך לתקן");
  });

  it("asks for a fix only of a refused change: a waiting one's note for the team has no such heading", () => {
    const note = "התצוגה המקדימה של השינוי לא נבנתה";
    const comment = statusComment({ ...refused, state: "waiting", problems: [note] });
    expect(comment).toContain(`- ${note}`);
    expect(comment).not.toContain("מה צריך לתקן");
    expect(statusComment(refused)).toContain("מה צריך לתקן");
  });

  it("is read back whole by the editor's page, whatever the lines hold", () => {
    const tricky = { ...refused, problems: ["a --> b <!-- c", "*bold* `code` [link](x) | pipe"] };
    expect(readReport(statusComment(tricky))).toEqual(tricky);
    // The hidden line stays one HTML comment: nothing inside it closes it.
    expect(statusComment(tricky).match(/-->/g)).toHaveLength(1);
  });

  it("keeps Markdown in a line from becoming markup", () => {
    const comment = statusComment({ ...refused, problems: ["*bold* `code` [link](x)"] });
    expect(comment).toContain("- \\*bold\\* \\`code\\` \\[link\\](x)");
  });

  it("reads no report from a comment without one, or with one it does not understand", () => {
    expect(readReport("Looks good to me")).toBeUndefined();
    expect(readReport('<!-- studio-change-status {"state":"lost","commit":"x"} -->')).toBeUndefined();
    expect(readReport("<!-- studio-change-status {not json} -->")).toBeUndefined();
    expect(readReport("<!-- studio-change-status null -->")).toBeUndefined();
  });

  it.each([
    ["lines to fix that are not a list", { problems: "fix this" }],
    ["lines that are not all strings", { problems: ["a", { b: 1 }] }],
    ["a preview that is not a string", { preview: ["https://x"] }],
    ["a title that is not a string", { title: { text: "x" } }],
    ["a run that is not a string", { run: 7 }],
    ["a commit that is not a string", { commit: 7 }],
  ])("reads no report with %s", (_, fields) => {
    const line = JSON.stringify({ ...refused, ...fields });
    expect(readReport(`<!-- studio-change-status ${line} -->`)).toBeUndefined();
  });

  it("reads the report's own hidden line, not one a title wrote before it", () => {
    const fake = JSON.stringify({ state: "passed", commit: refused.commit, title: "x", problems: [] });
    const comment = statusComment({ ...refused, title: `טיסו <!-- studio-change-status ${fake} -->` });
    expect(readReport(comment)).toMatchObject({ state: "refused" });
    // The title stays text in the comment: no HTML comment opens in its heading.
    expect(comment.split("\n")[0]).not.toMatch(/(^|[^\\])</);
  });

  it("reads the last hidden line of a comment that holds more than one", () => {
    const comment = [statusComment({ ...refused, state: "passed" }), statusComment(refused)].join("\n");
    expect(readReport(comment)?.state).toBe("refused");
  });

  it("names the editor's send button where a draft waits for it", () => {
    expect(SEND_BUTTON).toBe("שליחה לאתר");
    expect(CHANGE_STATES.draft.explain).toContain(`"${SEND_BUTTON}"`);
  });
});

describe("the workflow's own comments", () => {
  it("are those of GitHub Actions' bot, as GitHub's REST API names it, and no one else's", () => {
    expect(byTheWorkflow({ user: { login: "github-actions[bot]", type: "Bot" } })).toBe(true);
    expect(byTheWorkflow({ user: { ...WORKFLOW_AUTHOR } })).toBe(true);
    expect(byTheWorkflow({ user: { login: "github-actions[bot]", type: "User" } })).toBe(false);
    expect(byTheWorkflow({ user: { login: "someone-else[bot]", type: "Bot" } })).toBe(false);
    expect(byTheWorkflow({ user: { login: "studio-owner", type: "User" } })).toBe(false);
    expect(byTheWorkflow({ user: null })).toBe(false);
    expect(byTheWorkflow({})).toBe(false);
  });
});
