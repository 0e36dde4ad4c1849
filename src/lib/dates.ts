const hebrewDate = new Intl.DateTimeFormat("he-IL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-21" as Hebrew readers write a date: "21 בנובמבר 2026". */
export const formatHebrewDate = (isoDate: string): string => hebrewDate.format(new Date(`${isoDate}T00:00:00Z`));
