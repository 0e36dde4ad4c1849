import type { PricePeriod, Weekday } from "./fixed-lists";

/** Exhaustive over the content's weekdays: a day added there without its Hebrew name fails the type check. */
export const HEBREW_WEEKDAYS: Record<Weekday, string> = {
  sunday: "יום ראשון",
  monday: "יום שני",
  tuesday: "יום שלישי",
  wednesday: "יום רביעי",
  thursday: "יום חמישי",
  friday: "יום שישי",
  saturday: "שבת",
};

/** What follows a price, by its period (content/ui.json, classPage): "לחודש"... */
export interface PricePeriodTexts {
  perMonth: string;
  perCourse: string;
  perSession: string;
  perCard: string;
}

const PERIOD_TEXT: Record<PricePeriod, keyof PricePeriodTexts> = {
  month: "perMonth",
  course: "perCourse",
  session: "perSession",
  card: "perCard",
};

const RIGHT_TO_LEFT_MARK = "\u200f";
/** The studio's abbreviation of shekels, as the first specification quotes it. */
export const SHEKELS = 'ש"ח';
const LEFT_TO_RIGHT_MARK = "\u200e";

/**
 * '280 ש"ח', the studio's spelling of an amount of shekels (the first specification's 'שיעור ניסיון ב-60 ש"ח'): the
 * digits grouped by thousands and held to the currency by a no-break space, in a right-to-left run as Intl's he-IL
 * currency format marks it (format.test.ts compares the two but for the currency's sign), without loading Intl's
 * currency data: a page's first currency formatter cost 63 ms of the shop page's one long task with the CPU slowed 4x.
 */
export const formatShekels = (amount: number): string => {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = amount < 0 ? `${LEFT_TO_RIGHT_MARK}-` : "";
  return `${RIGHT_TO_LEFT_MARK}${sign}${digits}\u00a0${RIGHT_TO_LEFT_MARK}${SHEKELS}`;
};

export const formatPrice = (amountILS: number, period: PricePeriod, texts: PricePeriodTexts): string =>
  `${formatShekels(amountILS)} ${texts[PERIOD_TEXT[period]]}`;

export const weekdayName = (day: Weekday): string => HEBREW_WEEKDAYS[day];

/** "ראשון", "שבת": a weekday's own name, without the word "יום". */
export const shortDayName = (day: Weekday): string => HEBREW_WEEKDAYS[day].replace(/^יום /, "");

/** "ראשון ושלישי", "שני, רביעי וחמישי": Hebrew joins the last item with ו. */
export function joinHebrew(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ו${items.at(-1)}`;
}

/** "בימי ראשון ושלישי", "ביום רביעי", "בשבת": on which days, as a sentence says it. */
export function onDays(days: readonly Weekday[]): string {
  if (days.length === 1) return `ב${HEBREW_WEEKDAYS[days[0]!]}`;
  return `בימי ${joinHebrew(days.map(shortDayName))}`;
}
