/**
 * The shape of every file in content/, as editors write it. This is what the build validates before Gatsby
 * reads anything; the GraphQL types in schema.ts expose the same fields to the page queries.
 */
import { z } from "zod";

export const MENU_GROUPS = ["kids", "adults", "courses", "open"] as const;
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const PRICE_PERIODS = ["month", "course", "session", "card"] as const;

const text = z.string().trim().min(1, "must not be empty");
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug: lower-case latin letters, digits and dashes");
const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });
const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "must be a time written HH:MM (24 hours)");
/** International form, as WhatsApp and tel: links need it: a plus sign and 8 to 15 digits. */
const phone = z.string().regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, e.g. +972501234567");
const email = z.email({ error: "must be an e-mail address" });
/** A logical media file name, looked up in the bucket or in the fallback folder for its kind. */
const mediaFile = z
  .string()
  .regex(/^[\w.-]+\.(?:jpe?g|png|webp|avif|mp4|webm)$/i, "must be a file name such as foam-pit.jpg");
const shekels = z.number().int("must be a whole number of shekels").positive("must be more than 0");

/** The studio's hours on one weekday; a day with a break has two entries, a day without any is closed. */
const openingHoursEntry = z
  .strictObject({ day: z.enum(WEEKDAYS), opens: time, closes: time })
  .refine((entry) => entry.opens < entry.closes, { message: "must close after it opens", path: ["closes"] });

export const siteSchema = z.strictObject({
  brand: text,
  siteUrl: url,
  title: text,
  description: text,
  phone,
  email,
  address: z.strictObject({ street: text, city: text, postalCode: text.optional(), country: z.string().length(2) }),
  directions: z.strictObject({ parking: text.optional(), publicTransport: text.optional() }).optional(),
  openingHours: z.array(openingHoursEntry).min(1, "must list at least one day the studio is open"),
  social: z.strictObject({ instagram: url, facebook: url.optional(), tiktok: url.optional(), youtube: url.optional() }),
  priceRange: text,
  adminEmails: z.array(email).min(1, "must list at least one address"),
  bookingProvider: z.strictObject({
    name: text,
    trialFormUrl: url,
    loginUrl: url,
    shopUrl: url.optional(),
  }),
  storageBucket: text.optional(),
  repositoryUrl: url.optional(),
  accessibility: z.strictObject({ coordinator: text, phone, email, reviewedOn: isoDate }),
});

const scheduleSlot = z
  .strictObject({ day: z.enum(WEEKDAYS), start: time, end: time, group: text.optional() })
  .refine((slot) => slot.start < slot.end, { message: "must end after it starts", path: ["end"] });

export const classSchema = z
  .strictObject({
    slug,
    group: z.enum(MENU_GROUPS),
    menuLabel: text,
    title: text,
    summary: text,
    description: z.array(text).min(1, "must have at least one paragraph"),
    audience: text,
    level: text.optional(),
    sessionOutline: z.array(text).min(1, "must describe at least one part of a session"),
    schedule: z.array(scheduleSlot).min(1, "must have at least one weekly session"),
    price: z.strictObject({ amountILS: shekels, period: z.enum(PRICE_PERIODS), note: text.optional() }).optional(),
    courseLength: text.optional(),
    coaches: z.array(slug).min(1, "must name at least one coach"),
    bring: z.array(text).min(1, "must list at least one thing to bring"),
    sport: text.optional(),
    image: mediaFile.optional(),
    imageAlt: text.optional(),
  })
  .refine((entry) => !entry.image || entry.imageAlt, {
    message: "must describe the picture named in image (what it shows)",
    path: ["imageAlt"],
  });

export const coachSchema = z.strictObject({
  slug,
  name: text,
  shortDescription: text,
  fullBio: z.array(text).min(1, "must have at least one paragraph"),
  video: mediaFile,
  poster: mediaFile,
});

export const facilitySchema = z.strictObject({ title: text, text, img: mediaFile, alt: text });

export const bookingSchema = z.strictObject({
  priceILS: shekels,
  blockedDates: z.array(isoDate),
  sports: z.array(z.strictObject({ id: text, label: text })).min(1, "must offer at least one sport"),
  defaultSport: text,
});

export const homeSchema = z.strictObject({
  heroTagline: text,
  heroVideo: z.strictObject({ mp4: mediaFile, webm: mediaFile }),
  aboutHeading: text.refine((heading) => heading.includes("{brand}"), {
    message: "must say {brand} where the studio's name (content/site.json) goes",
  }),
  aboutParagraphs: z.array(text).length(2, "must have exactly two paragraphs"),
  trialNote: text.refine((note) => note.includes("{price}"), {
    message: "must say {price} where the try-out price (content/booking.json) goes",
  }),
  chooseClassHeading: text,
  studioHeading: text,
  coachesHeading: text,
  contactHeading: text,
  userAreaHeading: text,
  userAreaText: text,
});

export const productSchema = z.strictObject({
  slug,
  name: text,
  priceILS: shekels,
  description: text,
  image: mediaFile,
  imageAlt: text,
});

export type SiteContent = z.infer<typeof siteSchema>;
export type ClassContent = z.infer<typeof classSchema>;
export type CoachContent = z.infer<typeof coachSchema>;
export type FacilityContent = z.infer<typeof facilitySchema>;
export type BookingContent = z.infer<typeof bookingSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ProductContent = z.infer<typeof productSchema>;
