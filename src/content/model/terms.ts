/** content/terms.json: the terms and cancellation policy, /terms. */
import { documentSchema } from "./document";

export const termsSchema = documentSchema({
  intro: "פתיחה: מי מפעיל את הסטודיו ועל מה התקנון חל",
  morePlaceholders: "; {bookingProvider} בשם מערכת ההזמנות ו־{bookingProviderSite} בכתובת האתר שלה",
});
