/** content/shop/SLUG.json: a product of the shop. */
import { z } from "zod";
import { listPlace, mediaFile, shekels, slug, text } from "./fields";

export const productSchema = z.strictObject({
  slug: slug.describe(
    "מזהה המוצר: אותיות אנגליות קטנות, ספרות ומקפים, למשל grip-socks. לא משנים אותו אחרי השמירה הראשונה",
  ),
  name: text.describe("שם המוצר"),
  priceILS: shekels.describe("המחיר בשקלים, מספר שלם"),
  description: text.describe("תיאור המוצר. במקום לכתוב את המחיר שוב כותבים {price}, והאתר כותב שם את המחיר של המוצר"),
  image: mediaFile.describe("תמונת המוצר"),
  imageAlt: text.describe("מה רואים בתמונה, לקוראי מסך"),
  order: listPlace.describe("המקום בחנות: 1 ראשון, 2 אחריו וכן הלאה"),
});
