import { formatAgeRange, formatTimeRange, isolateNumberRanges, plainText } from "./number-runs";

const LRI = "\u2066";
const PDI = "\u2069";
const JOINED_DASH = "\u2060–\u2060";

describe("numbers in Hebrew text", () => {
  it("write a time range start first, as one left-to-right run with no break at its dash", () => {
    expect(formatTimeRange("16:00", "16:45")).toBe(`${LRI}16:00${JOINED_DASH}16:45${PDI}`);
    expect(plainText(formatTimeRange("09:00", "12:15"))).toBe("09:00–12:15");
  });

  it("write an age range youngest first the same way, and a one-year group as its age", () => {
    expect(formatAgeRange(7, 12)).toBe(`${LRI}7${JOINED_DASH}12${PDI}`);
    expect(formatAgeRange(16, 16)).toBe(`${LRI}16${PDI}`);
  });

  it("write the ranges inside a text the studio wrote the same way, kept with the word before them", () => {
    expect(isolateNumberRanges("גילאי 13–18")).toBe(`גילאי\u00a0${formatAgeRange(13, 18)}`);
    expect(isolateNumberRanges("בשלוש קבוצות: גילאי 7–12 וגילאי 13-18.")).toBe(
      `בשלוש קבוצות: גילאי\u00a0${formatAgeRange(7, 12)} וגילאי\u00a0${formatAgeRange(13, 18)}.`,
    );
    expect(isolateNumberRanges("פתוח 10:00 - 12:00")).toBe(`פתוח\u00a0${formatTimeRange("10:00", "12:00")}`);
  });

  it("leave alone what is not a range: words joined by a dash, a phone number, a date, a single number", () => {
    for (const text of [
      "גן חובה–כיתה א'",
      "התקשרו: 050-123-4567",
      "עד 2026-05-01",
      "גרסה 1.2-3.4",
      "עד גיל 18",
      "קבוצה א'",
    ])
      expect(isolateNumberRanges(text)).toBe(text);
  });

  it("read as the studio wrote them once the marks are taken away", () => {
    expect(plainText(isolateNumberRanges("גילאי 7–12"))).toBe("גילאי 7–12");
  });
});
