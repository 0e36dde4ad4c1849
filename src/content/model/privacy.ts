/** content/privacy.json: the privacy notice, /privacy. */
import { documentSchema } from "./document";

export const privacySchema = documentSchema({
  page: "/privacy",
  sectionType: "PrivacySection",
  sectionDescription: "פרק בהודעת הפרטיות",
  intro: "פתיחה: מי אחראי על המידע ועל מה ההודעה חלה",
  morePlaceholders: ", {bookingProvider} ו-{bookingProviderSite}",
});
