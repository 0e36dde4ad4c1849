import { fillTemplate } from "./templates";

describe("fillTemplate", () => {
  it("puts each value where its placeholder is, as often as it appears, and leaves unknown ones", () => {
    expect(fillTemplate("לגיל {age}, {age} שנים, {other}", { age: 9 })).toBe("לגיל 9, 9 שנים, {other}");
    expect(fillTemplate("בלי סוגריים", { age: 9 })).toBe("בלי סוגריים");
    expect(fillTemplate("© {year} {brand}.", { year: 2026, brand: "Motion Lab" })).toBe("© 2026 Motion Lab.");
  });
});
