import { CHANGE_STATES, readReport, statusComment, type ChangeReport } from "./change-status";

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
  });
});
