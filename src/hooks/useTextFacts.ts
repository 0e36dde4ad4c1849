import { useBookingSettings } from "@/features/booking/useBookingSettings";
import { textFacts, type TextFacts } from "@/lib/text-facts";
import { useSiteSettings } from "./useSiteSettings";

/** The facts that the studio's texts name by placeholder ({price}, {parking}…), from site.json and booking.json. */
export function useTextFacts(): TextFacts {
  return textFacts(useSiteSettings(), useBookingSettings().priceILS);
}
