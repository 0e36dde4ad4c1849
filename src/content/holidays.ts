import { DEFAULT_LANGUAGE, type Language } from "../language/language";

/**
 * The Jewish and Israeli holidays a studio in Israel may close on: the choices of content/site.json's
 * `closedHolidays`, each by its name in each language and whether it is among the usual choices (what new content
 * starts with). Their dates come from the Hebrew calendar at build time (site-build/gatsby-node/calendar/closures.ts),
 * so the studio picks once and types no date. No zod here: browser code imports this list.
 *
 * The English names are @hebcal/core's, the package that dates them (its English of the day, or of the holiday for a
 * holiday of several days: closures.test.ts holds them to it), but for three it has no name of its own for in Israel:
 * "Chol HaMoed Sukkot", "Chol HaMoed Pesach" and "Seventh day of Pesach" (hebcal's "Sukkot II (CH''M)", "Pesach VII").
 * "Simchat Torah" is hebcal's name of that holiday outside Israel, where it is a day of its own.
 */
export const HOLIDAYS = [
  { id: "rosh-hashana-eve", names: { he: "ערב ראש השנה", en: "Erev Rosh Hashana" }, usual: true },
  { id: "rosh-hashana", names: { he: "ראש השנה", en: "Rosh Hashana" }, usual: true },
  { id: "yom-kippur-eve", names: { he: "ערב יום כיפור", en: "Erev Yom Kippur" }, usual: true },
  { id: "yom-kippur", names: { he: "יום כיפור", en: "Yom Kippur" }, usual: true },
  { id: "sukkot-eve", names: { he: "ערב סוכות", en: "Erev Sukkot" }, usual: true },
  { id: "sukkot", names: { he: "סוכות", en: "Sukkot" }, usual: true },
  { id: "sukkot-chol-hamoed", names: { he: "חול המועד סוכות", en: "Chol HaMoed Sukkot" }, usual: false },
  { id: "simchat-torah", names: { he: "שמחת תורה", en: "Simchat Torah" }, usual: true },
  { id: "pesach-eve", names: { he: "ערב פסח", en: "Erev Pesach" }, usual: true },
  { id: "pesach", names: { he: "פסח", en: "Pesach" }, usual: true },
  { id: "pesach-chol-hamoed", names: { he: "חול המועד פסח", en: "Chol HaMoed Pesach" }, usual: false },
  { id: "pesach-seventh", names: { he: "שביעי של פסח", en: "Seventh day of Pesach" }, usual: true },
  { id: "yom-hazikaron", names: { he: "יום הזיכרון", en: "Yom HaZikaron" }, usual: false },
  { id: "yom-haatzmaut", names: { he: "יום העצמאות", en: "Yom HaAtzma’ut" }, usual: true },
  { id: "shavuot-eve", names: { he: "ערב שבועות", en: "Erev Shavuot" }, usual: true },
  { id: "shavuot", names: { he: "שבועות", en: "Shavuot" }, usual: true },
  { id: "tisha-bav", names: { he: "תשעה באב", en: "Tish’a B’Av" }, usual: false },
] as const satisfies readonly { id: string; names: Record<Language, string>; usual: boolean }[];

export type HolidayId = (typeof HOLIDAYS)[number]["id"];

export const HOLIDAY_IDS = HOLIDAYS.map((holiday) => holiday.id) as [HolidayId, ...HolidayId[]];

/** The usual choices: what the studio's content starts with, and the editor's hint names. */
export const USUAL_HOLIDAYS: HolidayId[] = HOLIDAYS.filter((holiday) => holiday.usual).map((holiday) => holiday.id);

export const holidayName = (id: HolidayId, language: Language = DEFAULT_LANGUAGE): string =>
  HOLIDAYS.find((holiday) => holiday.id === id)!.names[language];
