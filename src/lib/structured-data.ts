/**
 * schema.org descriptions (JSON-LD) of the studio, its classes and its coaches, for search engines.
 * Plain functions of the content, so that their shape is tested without a browser.
 */
import type { OpeningHoursEntry } from "./opening-hours";
import { socialUrls, type SocialProfiles } from "./social";
import { fillFactsText, type TextFacts } from "../content/text-facts";

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
export function studioJsonLd(studio: StudioFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": studioId(studio.siteUrl),
    name: studio.brand,
    description: studio.description,
    url: absolute(studio.siteUrl, "/"),
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
    inLanguage: "he",
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
        scheduleTimezone: "Asia/Jerusalem",
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
