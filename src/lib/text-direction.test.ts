import { isLatinText, latinRuns } from "./text-direction";

describe("isLatinText", () => {
  it("is true for English labels and false for Hebrew or mixed text", () => {
    expect(isLatinText("Logging in...")).toBe(true);
    expect(isLatinText("Calisthenics/bodyweight")).toBe(true);
    expect(isLatinText("מה זה Motion Lab?")).toBe(false);
    expect(isLatinText("צור קשר")).toBe(false);
    expect(isLatinText("60")).toBe(false);
  });
});

describe("latinRuns", () => {
  it("cuts Hebrew text around its runs of Latin words, numbers inside a run kept with it", () => {
    expect(latinRuns("לפי WCAG 2.1 ברמה AA, בלי JavaScript.")).toEqual([
      { text: "לפי ", latin: false },
      { text: "WCAG 2.1", latin: true },
      { text: " ברמה ", latin: false },
      { text: "AA", latin: true },
      { text: ", בלי ", latin: false },
      { text: "JavaScript", latin: true },
      { text: ".", latin: false },
    ]);
    expect(latinRuns("מה זה Motion Lab?")).toEqual([
      { text: "מה זה ", latin: false },
      { text: "Motion Lab", latin: true },
      { text: "?", latin: false },
    ]);
    expect(latinRuns("רק עברית, 200%")).toEqual([{ text: "רק עברית, 200%", latin: false }]);
  });
});
