import { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { offeredSports } from "@/lib/class-status";
import { useTrialClasses } from "./useTrialClasses";

export type BookingSettings = NonNullable<Queries.BookingSettingsHookQuery["bookingSettings"]>;

/**
 * content/booking.json: the try-out price, the blocked dates and the sports the try-out form offers: those that a
 * running class teaches (not the sport of paused classes only).
 */
export function useBookingSettings(): BookingSettings {
  const classes = useTrialClasses();
  const data = useStaticQuery<Queries.BookingSettingsHookQuery>(graphql`
    query BookingSettingsHook {
      bookingSettings {
        priceILS
        blockedDates
        sports {
          id
          label
        }
        defaultSport
      }
    }
  `);
  const settings = data.bookingSettings;
  // The same object on every render, so that what is computed from it runs again only when the content changes.
  return useMemo(() => {
    if (!settings) throw new Error("content/booking.json was not loaded");
    return { ...settings, ...offeredSports(settings, classes) };
  }, [settings, classes]);
}
