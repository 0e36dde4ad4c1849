import { useMemo } from "react";
import { graphql } from "gatsby";
import { useSiteTexts } from "@/language/site-texts";
import { offeredSports } from "@/lib/class-status";
import { useTrialClasses } from "./useTrialClasses";

export type BookingSettings = Queries.BookingSettingsFieldsFragment;

/**
 * content/booking.json: the try-out price, the blocked dates and the sports the try-out form offers: those that a
 * running class teaches (not the sport of paused classes only).
 */
export function useBookingSettings(): BookingSettings {
  const classes = useTrialClasses();
  const settings = useSiteTexts().data.bookingSettings;
  // The same object on every render, so that what is computed from it runs again only when the content changes.
  return useMemo(() => {
    if (!settings) throw new Error("content/booking.json was not loaded");
    return { ...settings, ...offeredSports(settings, classes) };
  }, [settings, classes]);
}

export const bookingSettingsFields = graphql`
  fragment BookingSettingsFields on BookingSettings {
    priceILS
    blockedDates
    sports {
      id
      label
    }
    defaultSport
  }
`;
