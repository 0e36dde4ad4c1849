import { formatPrice, formatShekels, joinHebrew, onDays, SHEKELS, weekdayName } from "./format";

// The Hebrew currency format carries direction marks; compare what a reader sees.
const visible = (text: string) => text.replace(/[\u200e\u200f\u00a0]/g, (c) => (c === "\u00a0" ? " " : ""));

describe("format", () => {
  it("writes shekels the Hebrew way", () => {
    expect(visible(formatShekels(280))).toBe('280 ש"ח');
    expect(visible(formatShekels(1250))).toBe('1,250 ש"ח');
  });

  it("writes shekels as the Hebrew currency formatter does, direction marks included, with the studio's ש\"ח for ₪", () => {
    const intl = new Intl.NumberFormat("he-IL", { style: "currency", currency: "ILS", maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 75, 280, 999, 1000, 1250, 99_999, 1_234_567, 99.5, 100.4, -50, -1234.5];
    expect(amounts.map(formatShekels)).toEqual(amounts.map((amount) => intl.format(amount).replace("₪", SHEKELS)));
  });

  it("adds the price period, in the words it is given", () => {
    const texts = { perMonth: "לחודש", perCourse: "לקורס", perSession: "לאימון", perCard: "לכרטיסייה" };
    expect(visible(formatPrice(280, "month", texts))).toBe('280 ש"ח לחודש');
    expect(visible(formatPrice(560, "course", texts))).toBe('560 ש"ח לקורס');
  });

  it("names the weekdays in Hebrew", () => {
    expect(weekdayName("sunday")).toBe("יום ראשון");
    expect(weekdayName("saturday")).toBe("שבת");
  });
});

describe("onDays", () => {
  it("writes one day, Saturday, and several days as Hebrew sentences do", () => {
    expect(onDays(["wednesday"])).toBe("ביום רביעי");
    expect(onDays(["saturday"])).toBe("בשבת");
    expect(onDays(["sunday", "tuesday"])).toBe("בימי ראשון ושלישי");
    expect(onDays(["monday", "wednesday", "friday"])).toBe("בימי שני, רביעי ושישי");
  });

  it("joins a list with ו before the last item", () => {
    expect(joinHebrew([])).toBe("");
    expect(joinHebrew(["א"])).toBe("א");
    expect(joinHebrew(["א", "ב", "ג"])).toBe("א, ב וג");
  });
});
