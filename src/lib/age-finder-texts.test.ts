import { uiTexts } from "@/test-fixtures";
import { ageCountText } from "./age-finder-texts";

const texts = uiTexts.ageFinder;

describe("ageCountText", () => {
  it("counts the classes and weekly sessions in the ui texts' words, one and many", () => {
    expect(ageCountText(texts, 9, 4, 8)).toBe("בגיל 9 יש 4 קבוצות, 8 מפגשים");
    expect(ageCountText(texts, 5, 1, 1)).toBe("בגיל 5: קבוצה אחת, מפגש אחד");
  });

  it("says so when no class takes the age", () => {
    expect(ageCountText(texts, 2, 0, 0)).toBe("אין לגיל 2");
  });
});
