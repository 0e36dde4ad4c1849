/** content/home.json: the home page's own texts. */
import { z } from "zod";
import { mediaFile, text } from "./fields";

export const homeSchema = z.strictObject({
  heroTagline: text.describe("המשפט על הסרטון בראש עמוד הבית"),
  heroVideo: z
    .strictObject({
      mp4: mediaFile.describe("הסרטון בפורמט mp4, קובץ בתיקייה static/videos"),
      webm: mediaFile.describe("הסרטון בפורמט webm, קובץ בתיקייה static/videos"),
    })
    .meta({ id: "HeroVideo", description: "סרטון הפתיחה" }),
  aboutHeading: text
    .regex(/\{brand\}/, "חסר {brand}: כתבו אותו איפה שייכתב שם הסטודיו (מ־content/site.json)")
    .describe("כותרת האודות; {brand} מסמן איפה ייכתב שם הסטודיו"),
  aboutParagraphs: z.array(text).length(2, "צריכות להיות בדיוק שתי פסקאות").describe("שתי פסקאות האודות"),
  trialNote: text
    .regex(/\{price\}/, "חסר {price}: כתבו אותו איפה שייכתב מחיר שיעור הניסיון (מ־content/booking.json)")
    .describe("ההערה על שיעור הניסיון; {price} מסמן איפה ייכתב המחיר מ־booking.json"),
  chooseClassHeading: text.describe("כותרת איזור בחירת החוג"),
  studioHeading: text.describe("כותרת איזור הסטודיו"),
  coachesHeading: text.describe("כותרת איזור המאמנים"),
  contactHeading: text.describe("כותרת איזור יצירת הקשר"),
  userAreaHeading: text.describe("כותרת האיזור האישי"),
  userAreaText: text.describe("הטקסט באיזור האישי"),
});
