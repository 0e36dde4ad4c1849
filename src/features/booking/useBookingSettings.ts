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
  if (!data.bookingSettings) throw new Error("content/booking.json was not loaded");
  return { ...data.bookingSettings, ...offeredSports(data.bookingSettings, classes) };
}
