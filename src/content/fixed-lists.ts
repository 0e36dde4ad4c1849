/**
 * The fixed lists of the content model. They become zod enums (model/), JSON Schema enums and GraphQL
 * enums, and the site's label maps are typed `Record<…>` over them, so a value added here without a label fails
 * the type check instead of showing a raw English word. No zod here: browser code imports these lists.
 */
/** The menus a class is listed in (classes.json, menuGroup): not its age groups (schedule[].ageGroup). */
export const MENU_GROUPS = ["kids", "adults", "courses", "open"] as const;
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const PRICE_PERIODS = ["month", "course", "session", "card"] as const;
/**
 * The class pages the spec's route list fixes (/classes/{slug}): such a class may be paused but never a draft, and
 * never removed, and their slugs never change, even where the word is odd: capoeira-kids is the kids' circus class.
 * The sports offered are not a fixed list: content/booking.json's `sports` defines them.
 */
export const SPEC_CLASS_SLUGS = [
  "tricking-kids",
  "streetworkout-kids",
  "muaythai-kids",
  "capoeira-kids",
  "tricking-adults",
  "streetworkout-adults",
  "acroyoga",
  "tissu",
  "handstand-course",
  "acrobatics-foundations-course",
  "movement-course",
  "open-session",
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type PricePeriod = (typeof PRICE_PERIODS)[number];
