import { isLatinText } from "./text-direction";

describe("isLatinText", () => {
  it("is true for English labels and false for Hebrew or mixed text", () => {
    expect(isLatinText("Logging in...")).toBe(true);
    expect(isLatinText("Calisthenics/bodyweight")).toBe(true);
    expect(isLatinText("מה זה Motion Lab?")).toBe(false);
    expect(isLatinText("צור קשר")).toBe(false);
    expect(isLatinText("60")).toBe(false);
  });
});
