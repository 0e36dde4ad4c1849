import type { PricePeriod, Weekday } from "@/content/fixed-lists";

/** A class as the home page's class choice and age finder know it. */
export interface HomeClassSlot {
  day: Weekday;
  start: string;
  end: string;
  ageGroup?: string | null;
  minAge: number;
  maxAge?: number | null;
}

export interface HomeClassLink {
  slug: string;
  menuGroup: string;
  path: string;
  title: string;
  sport?: string | null;
  /** false: the class offers no try-out, and the age finder shows none for it. */
  trial?: boolean | null;
  price?: { amountILS: number; period: PricePeriod } | null;
  schedule: readonly HomeClassSlot[];
}
