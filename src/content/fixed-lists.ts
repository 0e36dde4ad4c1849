/**
 * The fixed lists of the content model. They become zod enums (content-schema.ts), JSON Schema enums and GraphQL
 * enums, and the site's label maps are typed `Record<…>` over them, so a value added here without a label fails
 * the type check instead of showing a raw English word. No zod here: browser code imports these lists.
 */
export const CLASS_GROUPS = ["kids", "adults", "courses", "open"] as const;
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const PRICE_PERIODS = ["month", "course", "session", "card"] as const;
/** The try-out form's sports, as the spec lists them (section "Sport options"). */
export const SPORT_IDS = ["Tricking", "Calisthenics", "Muay Thai", "Acro Yoga", "Aerial Silks"] as const;

export type ClassGroup = (typeof CLASS_GROUPS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type PricePeriod = (typeof PRICE_PERIODS)[number];
