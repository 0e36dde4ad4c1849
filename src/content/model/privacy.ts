/** content/privacy.json: the privacy notice, /privacy. */
import { z } from "zod";
import { FACTS_NOTE, isoDate, paragraphs, slug, text } from "./fields";

export const privacySchema = z.strictObject({
  updatedOn: isoDate.describe("התאריך שבו עודכנה ההודעה לאחרונה, בכתיב YYYY-MM-DD"),
  intro: paragraphs("פסקה אחת").describe("פתיחה: מי אחראי על המידע ועל מה ההודעה חלה"),
  sections: z
    .array(
      z
        .strictObject({
          slug: slug.describe("מזהה הפרק, וגם הכתובת שלו בעמוד: /privacy#{slug}"),
          heading: text.describe("כותרת הפרק"),
          paragraphs: paragraphs("פסקה אחת").describe(
            `הפסקאות. ${FACTS_NOTE}, {bookingProvider} ו-{bookingProviderSite}`,
          ),
          items: z.array(text).optional().describe("רשימת פריטים אחרי הפסקאות (לא חובה)"),
        })
        .meta({ id: "PrivacySection", description: "פרק בהודעת הפרטיות" }),
    )
    .min(1, "צריך לפחות פרק אחד")
    .describe("פרקי ההודעה, לפי הסדר"),
});
