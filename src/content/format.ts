import type { PricePeriod, Weekday } from "./fixed-lists";
import { DEFAULT_LANGUAGE, type Language } from "../language/language";

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

export const ENGLISH_WEEKDAYS: Record<Weekday, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

const WEEKDAYS_IN: Record<Language, Record<Weekday, string>> = { he: HEBREW_WEEKDAYS, en: ENGLISH_WEEKDAYS };

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
 * In English "₪280", "-₪50": the sign first and no direction mark, as Intl's en-IL writes it (format.test.ts again).
 */
export const formatShekels = (amount: number, language: Language = DEFAULT_LANGUAGE): string => {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+$)/g, ",");
  if (language === "en") return `${amount < 0 ? "-" : ""}₪${digits}`;
  const sign = amount < 0 ? `${LEFT_TO_RIGHT_MARK}-` : "";
  return `${RIGHT_TO_LEFT_MARK}${sign}${digits}\u00a0${RIGHT_TO_LEFT_MARK}${SHEKELS}`;
};

/** The amount in `language`, then its period in the words it is given (the content's, in that language). */
export const formatPrice = (
  amountILS: number,
  period: PricePeriod,
  texts: PricePeriodTexts,
  language: Language = DEFAULT_LANGUAGE,
): string => `${formatShekels(amountILS, language)} ${texts[PERIOD_TEXT[period]]}`;

/** "יום ראשון", "שבת"; "Sunday". */
export const weekdayName = (day: Weekday, language: Language = DEFAULT_LANGUAGE): string => WEEKDAYS_IN[language][day];

/** "ראשון", "שבת": a weekday's own name, without the word "יום"; in English the name itself, "Sunday". */
export const shortDayName = (day: Weekday, language: Language = DEFAULT_LANGUAGE): string =>
  weekdayName(day, language).replace(/^יום /, "");

/** What comes before a list's last item: Hebrew joins it with ו, English with "and" (no comma before it). */
const LAST_ITEM_JOINER: Record<Language, string> = { he: " ו", en: " and " };

/** "ראשון ושלישי", "שני, רביעי וחמישי"; "Sunday, Tuesday and Thursday". */
export function joinList(items: readonly string[], language: Language = DEFAULT_LANGUAGE): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")}${LAST_ITEM_JOINER[language]}${items.at(-1)}`;
}

/** A list in Hebrew, whatever the page's language: the content check's messages to the studio are Hebrew. */
export const joinHebrew = (items: readonly string[]): string => joinList(items, "he");

/** "Sundays": a weekday as English says it of every week. */
const everyWeek = (day: Weekday): string => `${ENGLISH_WEEKDAYS[day]}s`;

/**
 * On which days, as a sentence says it: "בימי ראשון ושלישי", "ביום רביעי", "בשבת"; in English every week's days,
 * "on Sundays and Tuesdays", "on Wednesdays".
 */
export function onDays(days: readonly Weekday[], language: Language = DEFAULT_LANGUAGE): string {
  if (language === "en") return `on ${joinList(days.map(everyWeek), "en")}`;
  if (days.length === 1) return `ב${HEBREW_WEEKDAYS[days[0]!]}`;
  return `בימי ${joinHebrew(days.map((day) => shortDayName(day)))}`;
}
