/** content/shop/SLUG.json: a product of the shop. */
import { z } from "zod";
import { listPlace, mediaFile, shekels, slug, text } from "./fields";

export const productSchema = z.strictObject({
  slug: slug.describe("מזהה המוצר: אותיות לטיניות קטנות, ספרות ומקפים"),
  name: text.describe("שם המוצר"),
  priceILS: shekels.describe("המחיר בשקלים, מספר שלם"),
  description: text.describe("תיאור המוצר; {price} מסמן את המחיר שב־priceILS, כדי לא לכתוב אותו שוב"),
  image: mediaFile.describe("התמונה, קובץ בתיקייה static/images/shop"),
  imageAlt: text.describe("מה רואים בתמונה, לקוראי מסך"),
  order: listPlace.describe("המקום בחנות: 1 ראשון, 2 אחריו וכן הלאה"),
});
