import type { BookingRules } from "@/features/booking/rules";
import type { BookingSettings } from "@/features/booking/useBookingSettings";
import { uiTexts } from "./ui";

export const booking: BookingSettings = {
  priceILS: 75,
  blockedDates: ["2030-03-05", "2030-03-06"],
  sports: [
    { id: "Tricking", label: "טריקינג" },
    { id: "Capoeira", label: "קפוארה" },
  ],
  defaultSport: "Capoeira",
};

/** The spec's own example of the try-out rules (section 5): its four blocked dates and five sports. */
export const specBookingRules: BookingRules = {
  messages: uiTexts.trialBooking,
  blockedDates: ["2025-07-18", "2025-07-19", "2025-07-25", "2025-07-26"],
  sportIds: ["Tricking", "Calisthenics", "Muay Thai", "Acro Yoga", "Aerial Silks"],
};
