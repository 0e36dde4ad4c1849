/** content/booking.json: the try-out's price, blocked dates and sports. */
import { z } from "zod";
import { isoDate, shekels, sportId, text } from "./fields";

export const bookingSchema = z.strictObject({
  priceILS: shekels.describe("מחיר שיעור הניסיון בשקלים, מספר שלם"),
  blockedDates: z.array(isoDate).describe("ימים שבהם אין שיעורי ניסיון, מהלוח"),
  sports: z
    .array(
      z
        .strictObject({
          id: sportId.describe("שם הענף באנגלית, למשל Muay Thai: כך מערכת ההזמנות מכירה אותו"),
          label: text.describe("שם הענף בעברית, כפי שהוא מופיע בטופס"),
        })
        .meta({ id: "Sport", description: "ענף בטופס שיעור הניסיון" }),
    )
    .min(1, "צריך להציע לפחות ענף אחד")
    .describe("הענפים בטופס שיעור הניסיון, לפי הסדר"),
  defaultSport: sportId.describe("הענף שנבחר מראש בטופס; אחד מהענפים ברשימה"),
});
