/**
 * Where a class's calendar is (public/calendars/<slug>.ics, written by the build: site-build/gatsby-node/calendar/)
 * and the three ways the site offers it: Google Calendar's subscription page (Android phones and computers), the
 * webcal:// address that an iPhone, iPad or Mac subscribes to, and the file itself (any other calendar app).
 */

/** The calendar's path on the site: one file per class, named by its slug. */
export const classCalendarPath = (slug: string): string => `/calendars/${slug}.ics`;

export interface ClassCalendarLinks {
  /** The file over https, for calendar apps that import or subscribe to an address. */
  file: string;
  /** The same address as webcal://, which Apple's Calendar (iPhone, iPad, Mac) offers to subscribe to. */
  apple: string;
  /** Google Calendar's page that asks to add the calendar by its address (on Android, the same calendar). */
  google: string;
}

/** The absolute addresses of a class's calendar, from the site's configured address (site.json's siteUrl). */
export function classCalendarLinks(siteUrl: string, slug: string): ClassCalendarLinks {
  const file = new URL(classCalendarPath(slug), siteUrl).href;
  const apple = file.replace(/^https?:/, "webcal:");
  return {
    file,
    apple,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(apple)}`,
  };
}
