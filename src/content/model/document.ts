/** The shape of a page of the studio's own text in sections: the privacy notice, the terms. */
import { z } from "zod";
import { ANCHOR_HINT, FACTS_NOTE, isoDate, paragraphs, slug, text } from "./fields";

interface DocumentModel {
  /** What the opening says. */
  intro: string;
  /** The placeholders beyond the facts' that its paragraphs may use, e.g. ", {bookingProvider} ו-{bookingProviderSite}". */
  morePlaceholders?: string;
}

/**
 * Each document's sections are of one type, DocumentSection, so that the GraphQL interface the documents share
 * (TextDocument, content-files.ts) types them alike: their pages ask for them with one fragment.
 */
export const documentSchema = ({ intro, morePlaceholders = "" }: DocumentModel) =>
  z.strictObject({
    updatedOn: isoDate.describe("התאריך שבו עודכן הטקסט לאחרונה, מהלוח"),
    intro: paragraphs("פסקה אחת").describe(intro),
    sections: z
      .array(
        z
          .strictObject({
            slug: slug.describe(ANCHOR_HINT("מזהה הפרק")),
            heading: text.describe("כותרת הפרק"),
            paragraphs: paragraphs("פסקה אחת").describe(`הפסקאות: פסקה לכל שורה. ${FACTS_NOTE}${morePlaceholders}`),
            items: z.array(text).optional().describe("רשימת פריטים אחרי הפסקאות (לא חובה)"),
          })
          .meta({ id: "DocumentSection", description: "פרק" }),
      )
      .min(1, "צריך לפחות פרק אחד")
      .describe("הפרקים, לפי הסדר"),
  });
