/**
 * schema.org descriptions (JSON-LD) of the studio, its classes and its coaches, for search engines.
 * Plain functions of the content, so that their shape is tested without a browser.
 */
import { STUDIO_TIME_ZONE } from "./dated-content";
import type { OpeningHoursEntry } from "./opening-hours";
import { socialUrls, type SocialProfiles } from "./social";
import { fillFactsText, type TextFacts } from "../content/text-facts";
import { languageOfPath, localPath, type Language } from "../language/language";

type JsonLd = Record<string, unknown>;

interface StudioFacts {
  brand: string;
  siteUrl: string;
  description: string;
  phone: string;
  email: string;
  priceRange: string;
  address: { street: string; city: string; postalCode?: string | null; country: string };
  openingHours: readonly OpeningHoursEntry[];
  social: SocialProfiles;
}

interface ClassFacts {
  title: string;
  summary: string;
  path: string;
  audience: string;
  schedule: readonly { day: string; start: string; end: string }[];
  price?: { amountILS: number; period: string } | null;
  coaches: readonly { name: string; readMoreLink: string }[];
}

interface CoachFacts {
  name: string;
  position: number;
  role?: string | null;
  shortDescription: string;
  readMoreLink: string;
  poster: string;
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;
const studioId = (siteUrl: string) => absolute(siteUrl, "/#studio");
const weekday = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** The studio as a sports location: what a map or a search result card shows. */
export function studioJsonLd(studio: StudioFacts, language: Language = "he"): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": studioId(studio.siteUrl),
    name: studio.brand,
    description: studio.description,
    url: absolute(studio.siteUrl, localPath(language, "/")),
    inLanguage: language,
    image: absolute(studio.siteUrl, "/og-image.jpg"),
    telephone: studio.phone,
    email: studio.email,
    priceRange: studio.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: studio.address.street,
      addressLocality: studio.address.city,
      ...(studio.address.postalCode ? { postalCode: studio.address.postalCode } : {}),
      addressCountry: studio.address.country,
    },
    openingHoursSpecification: openingHoursSpecification(studio.openingHours),
    sameAs: socialUrls(studio.social),
  };
}

/** The studio's weekly hours as schema.org opening hours, one specification per opening. */
const openingHoursSpecification = (entries: readonly OpeningHoursEntry[]): JsonLd[] =>
  entries.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: weekday(entry.day),
    opens: entry.opens,
    closes: entry.closes,
  }));

/** A class or course, with its weekly schedule as a repeating course instance at the studio. */
export function classJsonLd(studioClass: ClassFacts, studio: Pick<StudioFacts, "brand" | "siteUrl">): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: studioClass.title,
    description: studioClass.summary,
    url: absolute(studio.siteUrl, studioClass.path),
    inLanguage: languageOfPath(studioClass.path),
    audience: { "@type": "Audience", audienceType: studioClass.audience },
    provider: { "@type": "SportsActivityLocation", "@id": studioId(studio.siteUrl), name: studio.brand },
    ...(studioClass.price
      ? {
          offers: {
            "@type": "Offer",
            category: studioClass.price.period,
            price: studioClass.price.amountILS,
            priceCurrency: "ILS",
          },
        }
      : {}),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "onsite",
      location: { "@id": studioId(studio.siteUrl) },
      instructor: studioClass.coaches.map((coach) => ({
        "@type": "Person",
        name: coach.name,
        url: absolute(studio.siteUrl, coach.readMoreLink),
      })),
      courseSchedule: studioClass.schedule.map((slot) => ({
        "@type": "Schedule",
        repeatFrequency: "P1W",
        byDay: weekday(slot.day),
        startTime: slot.start,
        endTime: slot.end,
        scheduleTimezone: STUDIO_TIME_ZONE,
      })),
    },
  };
}

/** A coach as a person working at the studio. */
export function coachJsonLd(
  coach: CoachFacts,
  role: string,
  studio: Pick<StudioFacts, "brand" | "siteUrl">,
  posterUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: coach.name,
    jobTitle: role,
    description: coach.shortDescription.replace(/\s*\n\s*/g, " "),
    url: absolute(studio.siteUrl, coach.readMoreLink),
    image: absolute(studio.siteUrl, posterUrl),
    worksFor: { "@type": "SportsActivityLocation", "@id": studioId(studio.siteUrl), name: studio.brand },
  };
}

/** JSON-LD as the text of a <script>: "</script>" inside a value must not end the element. */
export const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, "\\u003c");

/** The FAQ as a schema.org FAQPage: each question with its answer as plain text, the placeholders filled. */
export function faqJsonLd(
  entries: readonly { question: string; answer: readonly string[] }[],
  facts: TextFacts,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: fillFactsText(entry.question, facts),
      acceptedAnswer: { "@type": "Answer", text: entry.answer.map((line) => fillFactsText(line, facts)).join("\n") },
    })),
  };
}

interface EventFacts {
  title: string;
  summary: string;
  path: string;
  date: string;
  endDate?: string | null;
  start: string;
  end: string;
  minAge?: number | null;
  maxAge?: number | null;
  priceILS?: number | null;
  registerUrl?: string | null;
}

// Made on first use (see israelDate in src/lib/dated-content.ts): an event page's Head renders in the browser too.
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Israel's offset from UTC on that day ("+02:00" in winter, "+03:00" in summer), for schema.org's date-times. */
function israelOffset(isoDate: string): string {
  const name = (offsetFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: STUDIO_TIME_ZONE,
    timeZoneName: "longOffset",
  }))
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  return name?.replace(/^GMT/, "") || "+02:00";
}

const israelDateTime = (isoDate: string, time: string) => `${isoDate}T${time}:00${israelOffset(isoDate)}`;

/** A dated event at the studio: what a search result's event listing shows. */
export function eventJsonLd(
  event: EventFacts,
  studio: Pick<StudioFacts, "brand" | "siteUrl" | "address">,
  imageUrl?: string,
): JsonLd {
  const url = absolute(studio.siteUrl, event.path);
  const ages = [event.minAge, event.maxAge];
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    url,
    inLanguage: languageOfPath(event.path),
    startDate: israelDateTime(event.date, event.start),
    endDate: israelDateTime(event.endDate ?? event.date, event.end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "SportsActivityLocation",
      "@id": studioId(studio.siteUrl),
      name: studio.brand,
      address: {
        "@type": "PostalAddress",
        streetAddress: studio.address.street,
        addressLocality: studio.address.city,
        addressCountry: studio.address.country,
      },
    },
    organizer: { "@type": "Organization", name: studio.brand, url: absolute(studio.siteUrl, "/") },
    ...(imageUrl ? { image: absolute(studio.siteUrl, imageUrl) } : {}),
    ...(ages.some((age) => age != null)
      ? {
          typicalAgeRange: event.maxAge != null ? `${event.minAge ?? 0}-${event.maxAge}` : `${event.minAge ?? 0}-`,
        }
      : {}),
    ...(event.priceILS != null
      ? {
          offers: {
            "@type": "Offer",
            price: event.priceILS,
            priceCurrency: "ILS",
            url: event.registerUrl ?? url,
          },
        }
      : {}),
  };
}
