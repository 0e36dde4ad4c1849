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

// Made on first use (see israelDate in src/lib/dated-content.ts).
let shekelFormat: Intl.NumberFormat | undefined;

/** "280 ₪" as Hebrew readers write it (the formatter adds a right-to-left mark, which is kept). */
export const formatShekels = (amount: number): string =>
  (shekelFormat ??= new Intl.NumberFormat("he-IL", {
    style: "currency",
    currency: "ILS",
    maximumFractionDigits: 0,
  })).format(amount);

export const formatPrice = (amountILS: number, period: PricePeriod, texts: PricePeriodTexts): string =>
  `${formatShekels(amountILS)} ${texts[PERIOD_TEXT[period]]}`;

export const weekdayName = (day: Weekday): string => HEBREW_WEEKDAYS[day];

/** The last line of every page, as content/ui.json writes it (footer.copyright: "© {year} {brand}. ..."). */
export const footerText = (template: string, year: number, brand: string): string =>
  template.replace("{year}", String(year)).replace("{brand}", brand);
