import { englishWords } from "@/test-fixtures/english-words";
import { formatPrice, formatShekels, joinHebrew, joinList, onDays, SHEKELS, shortDayName, weekdayName } from "./format";

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
    expect(amounts.map((amount) => formatShekels(amount))).toEqual(
      amounts.map((amount) => intl.format(amount).replace("₪", SHEKELS)),
    );
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

describe("in each language", () => {
  const periods = {
    he: { perMonth: "לחודש", perCourse: "לקורס", perSession: "לאימון", perCard: "לכרטיסייה" },
    en: englishWords.periods,
  };

  it.each([
    [280, '280 ש"ח', "₪280"],
    [1200, '1,200 ש"ח', "₪1,200"],
    [1_234_567, '1,234,567 ש"ח', "₪1,234,567"],
    [99.5, '100 ש"ח', "₪100"],
    [-50, '-50 ש"ח', "-₪50"],
  ])("formatShekels(%d): %s, and %s from the left with no direction mark", (amount, he, en) => {
    expect(visible(formatShekels(amount, "he"))).toBe(he);
    expect(formatShekels(amount, "en")).toBe(en);
  });

  it("writes English shekels as Intl's en-IL currency format does, without loading it in the site", () => {
    const intl = new Intl.NumberFormat("en-IL", { style: "currency", currency: "ILS", maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 75, 280, 999, 1000, 1250, 99_999, 1_234_567, 99.5, 100.4, -50, -1234.5];
    expect(amounts.map((amount) => formatShekels(amount, "en"))).toEqual(amounts.map((amount) => intl.format(amount)));
  });

  it.each([
    [280, "month", '280 ש"ח לחודש', "₪280 a month"],
    [560, "course", '560 ש"ח לקורס', "₪560 for the course"],
    [1200, "card", '1,200 ש"ח לכרטיסייה', "₪1,200 a card"],
  ] as const)("formatPrice(%d, %s): %s; %s", (amount, period, he, en) => {
    expect(visible(formatPrice(amount, period, periods.he, "he"))).toBe(he);
    expect(formatPrice(amount, period, periods.en, "en")).toBe(en);
  });

  it.each([
    ["sunday", "יום ראשון", "ראשון", "Sunday"],
    ["monday", "יום שני", "שני", "Monday"],
    ["tuesday", "יום שלישי", "שלישי", "Tuesday"],
    ["wednesday", "יום רביעי", "רביעי", "Wednesday"],
    ["thursday", "יום חמישי", "חמישי", "Thursday"],
    ["friday", "יום שישי", "שישי", "Friday"],
    ["saturday", "שבת", "שבת", "Saturday"],
  ] as const)("names %s %s (short %s), and %s in English, short or not", (day, he, heShort, en) => {
    expect([weekdayName(day, "he"), shortDayName(day, "he")]).toEqual([he, heShort]);
    expect([weekdayName(day, "en"), shortDayName(day, "en")]).toEqual([en, en]);
  });

  it.each([
    [[], "", ""],
    [["16:30"], "16:30", "16:30"],
    [["16:30", "18:00"], "16:30 ו18:00", "16:30 and 18:00"],
    [["16:30", "18:00", "19:30"], "16:30, 18:00 ו19:30", "16:30, 18:00 and 19:30"],
  ])("joinList(%j): %j; %j, no comma before and", (items, he, en) => {
    expect(joinList(items, "he")).toBe(he);
    expect(joinHebrew(items)).toBe(he);
    expect(joinList(items, "en")).toBe(en);
  });

  it.each([
    [["wednesday"], "ביום רביעי", "on Wednesdays"],
    [["saturday"], "בשבת", "on Saturdays"],
    [["sunday", "tuesday"], "בימי ראשון ושלישי", "on Sundays and Tuesdays"],
    [["sunday", "tuesday", "thursday"], "בימי ראשון, שלישי וחמישי", "on Sundays, Tuesdays and Thursdays"],
  ] as const)("onDays(%j): %s; %s", (days, he, en) => {
    expect(onDays(days, "he")).toBe(he);
    expect(onDays(days, "en")).toBe(en);
  });
});
