/** content/coaches/SLUG.json: a coach; `order` is their place on the home page. */
import { z } from "zod";
import { listPlace, mediaFile, paragraphs, slug, text } from "./fields";

export const coachSchema = z.strictObject({
  slug: slug.describe("כתובת הדף: /coaches/{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
  name: text.describe("שם המאמן/ת"),
  shortDescription: text.describe("תיאור קצר (שתי שורות) שמופיע במעבר עכבר"),
  fullBio: paragraphs("פסקה אחת").describe("הביוגרפיה המלאה: פסקה לכל שורה"),
  video: mediaFile.describe("הסרטון, קובץ בתיקייה static/videos/coaches"),
  poster: mediaFile.describe("תמונת הפתיחה של הסרטון, קובץ בתיקייה static/videos/coaches"),
  role: text.optional().describe("התפקיד שמתחת לשם, למשל מאמנת קרקס (לא חובה; בלי role התפקיד נקבע לפי המקום ברשימה)"),
  order: listPlace.describe("המקום בעמוד הבית: 1 ראשון, 2 אחריו וכן הלאה"),
});
