/** content/privacy.json: the privacy notice, /privacy. */
import { documentSchema } from "./document";

export const privacySchema = documentSchema({
  intro: "פתיחה: מי אחראי על המידע ועל מה ההודעה חלה",
  morePlaceholders: "; {bookingProvider} בשם מערכת ההזמנות ו־{bookingProviderSite} בכתובת האתר שלה",
});
