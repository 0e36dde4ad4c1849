import { directionOf, LANGUAGES } from "./language";

describe("the site's languages", () => {
  it("writes Hebrew right to left and English left to right", () => {
    expect(LANGUAGES.map(directionOf)).toEqual(["rtl", "ltr"]);
  });
});
