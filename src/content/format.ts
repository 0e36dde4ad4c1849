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

const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = {
  month: "לחודש",
  course: "לקורס המלא",
  session: "לאימון",
  card: "לכרטיסייה",
};

const shekelFormat = new Intl.NumberFormat("he-IL", {
  style: "currency",
  currency: "ILS",
  maximumFractionDigits: 0,
});

/** "280 ₪" as Hebrew readers write it (the formatter adds a right-to-left mark, which is kept). */
export const formatShekels = (amount: number): string => shekelFormat.format(amount);

export const formatPrice = (amountILS: number, period: PricePeriod): string =>
  `${formatShekels(amountILS)} ${PRICE_PERIOD_LABELS[period]}`;

export const weekdayName = (day: Weekday): string => HEBREW_WEEKDAYS[day];

export const footerText = (year: number, brand: string): string => `© ${year} ${brand}. כל הזכויות שמורות.`;
