/**
 * Where a class's calendars are (written by the build: site-build/gatsby-node/calendar/): one with every session of
 * the class, public/calendars/<slug>.ics, and one per age group of a class with several,
 * public/calendars/<slug>/<group>.ics, so that a parent subscribes to her child's group alone; the English site's the
 * same under /en/calendars/, in English. Each is offered three ways: Google Calendar's subscription page (Android
 * phones and computers), the webcal:// address that an iPhone, iPad or Mac subscribes to, and the file itself (any
 * other calendar app). Relative imports only: the build writes the files at these paths.
 */
import type { Weekday } from "../content/fixed-lists";
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from "../language/language";

/** The folder of the calendars in `language` ("/calendars", "/en/calendars"): their names and texts in its words. */
export const calendarsFolder = (language: Language = DEFAULT_LANGUAGE): string =>
  `${languagePrefix(language)}/calendars`;

/** The calendar's path on the site: one file per class, named by its slug, in the folder of its language. */
export const classCalendarPath = (slug: string, language: Language = DEFAULT_LANGUAGE): string =>
  `${calendarsFolder(language)}/${slug}.ics`;

/** An age group as its calendar is named: its ages, and the days it meets (to tell apart two with the same ages). */
export interface CalendarGroup {
  ages: { minAge: number; maxAge?: number | null };
  days: readonly Weekday[];
}

const agesKey = ({ ages }: CalendarGroup) => `${ages.minAge}-${ages.maxAge ?? "plus"}`;

/**
 * A group's calendar's name in its address: its ages ("7-11", "16-plus"), and the days it meets when another group of
 * the class has the same ages ("16-plus-sunday"). Stable while the group keeps its ages and days.
 */
export function groupCalendarKey(group: CalendarGroup, groups: readonly CalendarGroup[]): string {
  const sameAges = groups.filter((other) => agesKey(other) === agesKey(group));
  return sameAges.length > 1 ? `${agesKey(group)}-${group.days.join("-")}` : agesKey(group);
}

/** A group's calendar's path: beside its class's, in a folder named by the class. */
export const groupCalendarPath = (slug: string, key: string, language: Language = DEFAULT_LANGUAGE): string =>
  `${calendarsFolder(language)}/${slug}/${key}.ics`;

export interface ClassCalendarLinks {
  /** The file over https, for calendar apps that import or subscribe to an address. */
  file: string;
  /** The same address as webcal://, which Apple's Calendar (iPhone, iPad, Mac) offers to subscribe to. */
  apple: string;
  /** Google Calendar's page that asks to add the calendar by its address (on Android, the same calendar). */
  google: string;
}

/** The absolute addresses of a calendar at `path`, from the site's configured address (site.json's siteUrl). */
export function calendarLinks(siteUrl: string, path: string): ClassCalendarLinks {
  const file = new URL(path, siteUrl).href;
  const apple = file.replace(/^https?:/, "webcal:");
  return {
    file,
    apple,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(apple)}`,
  };
}
