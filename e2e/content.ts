import fs from "node:fs";
import path from "node:path";
import { isBuilt, runningClasses, trialClasses } from "../src/lib/class-status";
import type { UiTexts } from "../src/lib/ui-texts";

/** content/NAME.json, parsed. */
const readContent = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", `${name}.json`), "utf8")) as T;

/** A weekly session of a class, with the ages its group takes (no maxAge: from minAge up). */
export interface ClassSession {
  day: string;
  start: string;
  end: string;
  group?: string;
  minAge: number;
  maxAge?: number;
}

/**
 * What the browser tests expect, read from content/ (so an editor's change does not break them). `classPages`: the
 * classes the live build makes a page for (not drafts); `classes`: those a visitor chooses from in menus, the
 * timetable, the age finder and the try-out form (not paused ones either; src/lib/class-status.ts).
 */
export const classPages = readContent<
  {
    slug: string;
    title: string;
    menuLabel: string;
    group: string;
    sport?: string;
    image: string;
    imageAlt: string;
    schedule: ClassSession[];
    coaches: string[];
    status?: "paused" | "draft";
    trial?: boolean;
    howToJoin?: string;
  }[]
>("classes").filter((entry) => isBuilt(entry, false));
export const classes = runningClasses(classPages);
/** The running classes that offer a try-out (not `"trial": false`): what the try-out form and its buttons offer. */
export const tryOutClasses = trialClasses(classPages);
export const coaches =
  readContent<{ slug: string; name: string; role?: string; shortDescription: string; video: string }[]>("coaches");
export const site = readContent<{
  brand: string;
  siteUrl: string;
  title: string;
  description: string;
  shareImageAlt: string;
  phone: string;
  email: string;
  address: { street: string; city: string };
  directions?: { parking?: string; publicTransport?: string };
  openingHours: { day: string; opens: string; closes: string }[];
  social: Record<string, string | undefined>;
  accessibility: { email: string; phone: string };
  legalEntity: { name: string; number: string };
  premises: { entrance: string; stepsOrLift: string; accessibleToilet: string; accessibleParking: string };
  adminEmails: string[];
  repositoryUrl?: string;
  bookingProvider: { name: string; trialFormUrl: string; loginUrl: string; shopUrl?: string };
}>("site");
export const booking = readContent<{
  priceILS: number;
  blockedDates: string[];
  sports: { id: string; label: string }[];
  defaultSport: string;
}>("booking");
export const studio = readContent<{ title: string; alt: string }[]>("studio");
export const home = readContent<{
  heroTagline: string;
  heroVideo: { mp4: string; webm: string };
  aboutHeading: string;
  aboutParagraphs: string[];
  trialNote: string;
  chooseClassHeading: string;
  contactHeading: string;
  userAreaHeading: string;
  userAreaText: string;
}>("home");
/** The site's own words (content/ui.json), typed by its schema. */
export const ui = readContent<UiTexts>("ui");
export const faq = readContent<{ slug: string; question: string; answer: string[] }[]>("faq");
export const privacy = readContent<{ sections: { slug: string; heading: string }[] }>("privacy");
export const testimonials = readContent<{ quote: string; who: string; class: string }[]>("testimonials");
export const products =
  readContent<{ slug: string; name: string; priceILS: number; description: string; imageAlt: string }[]>("shop");

/**
 * Each coach's role: their own `role`, else the spec's rule in the words of content/ui.json (coachPage): a role by
 * place in the list, then one for the rest.
 */
export const coachRoles = coaches.map(
  (coach, position) => coach.role ?? ui.coachPage.roles[position] ?? ui.coachPage.laterRole,
);

/** The first entry of a menu group (kids, adults, courses, open), as the content lists them. */
export const firstOf = (group: string) => {
  const entry = classes.find((candidate) => candidate.group === group);
  if (!entry) throw new Error(`content/classes.json has no entry in group "${group}" to test with`);
  return entry;
};

/** The studio's phone as the wa.me and tel: links write it. */
export const phoneDigits = site.phone.replace(/\D/g, "");

/** A text of content/ui.json as a pattern: the words before its first placeholder ("הרשמה לשיעור ניסיון ב-{price}"). */
export const startOf = (text: string): RegExp =>
  new RegExp(
    text
      .split(/\{\w+\}/)[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );

/** The try-out call to action of the class pages and the age finder, whatever the price. */
export const trialCallToAction = startOf(ui.trialBooking.callToAction);

/** content/events.json: the studio's dated events (the build gives pages to the upcoming ones only). */
export interface StudioEvent {
  slug: string;
  title: string;
  date: string;
  endDate?: string;
  start: string;
  end: string;
  summary: string;
  minAge?: number;
  maxAge?: number;
  priceILS?: number;
  registerUrl?: string;
}
export const events = readContent<StudioEvent[]>("events");

/** content/notices.json: the banners at the top of the pages, each through its until day. */
export const notices =
  readContent<{ text: string; until: string; link?: { label: string; href: string }; pages?: string[] }[]>("notices");
