/** content/events/SLUG.json: a dated event, with a page of its own while it is upcoming. */
import { z } from "zod";
import {
  ADDRESS_HINT,
  age,
  httpsUrl,
  isoDate,
  mediaFile,
  paragraphs,
  SEARCH_DESCRIPTION_MIN,
  searchDescription,
  shekels,
  slug,
  text,
  TIME,
  time,
} from "./fields";

export const eventSchema = z
  .strictObject({
    slug: slug.describe(ADDRESS_HINT),
    title: text.describe("שם האירוע, למשל: סדנת עמידת ידיים"),
    date: isoDate.describe("תאריך האירוע: היום הראשון שלו, מהלוח. אחרי שעבר, האירוע יורד מהאתר מעצמו"),
    endDate: isoDate.optional().describe("היום האחרון, לאירוע של כמה ימים כמו מחנה (לא חובה)"),
    start: time.describe("שעת התחלה: שעה ודקות, למשל 10:00"),
    end: time.describe("שעת סיום: שעה ודקות, למשל 13:30, אחרי שעת ההתחלה"),
    summary: searchDescription.describe(
      `משפט אחד על האירוע, ברשימת האירועים ובעמוד הבית, וגם התיאור של דף האירוע במנועי חיפוש (לפחות ${SEARCH_DESCRIPTION_MIN} תווים)`,
    ),
    description: paragraphs("פסקה אחת").describe("תיאור האירוע: פסקה לכל שורה"),
    minAge: age.optional().describe("הגיל הצעיר ביותר, בשנים שלמות (לא חובה)"),
    maxAge: age.optional().describe("הגיל המבוגר ביותר, בשנים שלמות; ריק: מהגיל הצעיר ביותר ומעלה (לא חובה)"),
    priceILS: shekels.optional().describe("המחיר בשקלים, מספר שלם; בלי מחיר כותבים מה עולה האירוע בשדה שאחריו"),
    priceNote: text.optional().describe('מה עולה האירוע, כשאין לו מחיר אחד בשקלים: למשל "בחינם למתאמנים בסטודיו"'),
    registerUrl: httpsUrl
      .optional()
      .describe("כתובת ההרשמה במערכת ההזמנות, שמתחילה ב־https://; בלי כתובת, ההרשמה בוואטסאפ עם שם האירוע (לא חובה)"),
    image: mediaFile.optional().describe("תמונת האירוע (לא חובה)"),
    imageAlt: text.optional().describe("מה רואים בתמונה, לקוראי מסך (חובה כשיש תמונה)"),
  })
  .refine((event) => !TIME.test(event.start) || !TIME.test(event.end) || event.start < event.end, {
    message: "שעת הסיום צריכה להיות אחרי שעת ההתחלה",
    path: ["end"],
  })
  .refine((event) => !event.endDate || event.endDate >= event.date, {
    message: "היום האחרון לא יכול להיות לפני התאריך שב-date",
    path: ["endDate"],
  })
  .refine((event) => event.maxAge === undefined || event.minAge === undefined || event.minAge <= event.maxAge, {
    message: "הגיל המבוגר ביותר לא יכול להיות קטן מ-minAge",
    path: ["maxAge"],
  })
  .refine((event) => event.priceILS !== undefined || event.priceNote !== undefined, {
    message: "חסר מחיר: כתבו אותו ב-priceILS, או ב-priceNote מה עולה האירוע (למשל שהוא בחינם)",
    path: ["priceILS"],
  })
  .refine((event) => !event.image || event.imageAlt, {
    message: "חסר תיאור לתמונה שב-image: כתבו מה רואים בה",
    path: ["imageAlt"],
  });
