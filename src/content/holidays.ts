/**
 * The Jewish and Israeli holidays a studio in Israel may close on: the choices of content/site.json's
 * `closedHolidays`, each by its Hebrew name and whether it is among the usual choices (what new content starts with).
 * Their dates come from the Hebrew calendar at build time (site-build/gatsby-node/calendar/holidays.ts), so the
 * studio picks once and types no date. No zod here: browser code imports this list.
 */
export const HOLIDAYS = [
  { id: "rosh-hashana-eve", name: "ערב ראש השנה", usual: true },
  { id: "rosh-hashana", name: "ראש השנה", usual: true },
  { id: "yom-kippur-eve", name: "ערב יום כיפור", usual: true },
  { id: "yom-kippur", name: "יום כיפור", usual: true },
  { id: "sukkot-eve", name: "ערב סוכות", usual: true },
  { id: "sukkot", name: "סוכות", usual: true },
  { id: "sukkot-chol-hamoed", name: "חול המועד סוכות", usual: false },
  { id: "simchat-torah", name: "שמחת תורה", usual: true },
  { id: "pesach-eve", name: "ערב פסח", usual: true },
  { id: "pesach", name: "פסח", usual: true },
  { id: "pesach-chol-hamoed", name: "חול המועד פסח", usual: false },
  { id: "pesach-seventh", name: "שביעי של פסח", usual: true },
  { id: "yom-hazikaron", name: "יום הזיכרון", usual: false },
  { id: "yom-haatzmaut", name: "יום העצמאות", usual: true },
  { id: "shavuot-eve", name: "ערב שבועות", usual: true },
  { id: "shavuot", name: "שבועות", usual: true },
  { id: "tisha-bav", name: "תשעה באב", usual: false },
] as const;

export type HolidayId = (typeof HOLIDAYS)[number]["id"];

export const HOLIDAY_IDS = HOLIDAYS.map((holiday) => holiday.id) as [HolidayId, ...HolidayId[]];

/** The usual choices: what the studio's content starts with, and the editor's hint names. */
export const USUAL_HOLIDAYS: HolidayId[] = HOLIDAYS.filter((holiday) => holiday.usual).map((holiday) => holiday.id);

export const holidayName = (id: HolidayId): string => HOLIDAYS.find((holiday) => holiday.id === id)!.name;
