import { graphql, useStaticQuery } from "gatsby";

export type BookingSettings = NonNullable<Queries.BookingSettingsHookQuery["bookingSettings"]>;

/** content/booking.json: the try-out price, the blocked dates and the sports the try-out form offers. */
export function useBookingSettings(): BookingSettings {
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
  return data.bookingSettings;
}
