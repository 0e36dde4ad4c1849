export const HEBREW_WEEKDAYS: Record<string, string> = {
  sunday: "יום ראשון",
  monday: "יום שני",
  tuesday: "יום שלישי",
  wednesday: "יום רביעי",
  thursday: "יום חמישי",
  friday: "יום שישי",
  saturday: "שבת",
};

const PRICE_PERIODS: Record<string, string> = {
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

export function formatPrice(amountILS: number, period: string): string {
  const per = PRICE_PERIODS[period];
  return per ? `${formatShekels(amountILS)} ${per}` : formatShekels(amountILS);
}

export const weekdayName = (day: string): string => HEBREW_WEEKDAYS[day] ?? day;

export const footerText = (year: number, brand: string): string => `© ${year} ${brand}. כל הזכויות שמורות.`;
