import { contrastRatio, parseRgb } from "./contrast";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("rgb(0, 0, 0)", "rgb(255, 255, 255)")).toBeCloseTo(21, 5);
    expect(contrastRatio("rgb(15, 27, 45)", "rgb(15, 27, 45)")).toBe(1);
  });

  it("measures the old focus ring on the navy bar below WCAG's 3:1, and the sand ring well above", () => {
    expect(contrastRatio("rgb(26, 86, 219)", "rgb(15, 27, 45)")).toBeCloseTo(2.8, 1);
    expect(contrastRatio("rgb(244, 233, 216)", "rgb(15, 27, 45)")).toBeGreaterThan(14);
  });

  it("reads rgba() and refuses what it cannot read", () => {
    expect(parseRgb("rgba(1, 2, 3, 0.5)")).toEqual([1, 2, 3]);
    expect(() => parseRgb("blue")).toThrow("Not an rgb() colour");
  });
});
