/** content/home.json: the home page's own texts. */
import { z } from "zod";
import { mediaFile, text } from "./fields";

export const homeSchema = z.strictObject({
  heroTagline: text.describe("המשפט על הסרטון בראש עמוד הבית"),
  heroVideo: z
    .strictObject({
      mp4: mediaFile.describe("הסרטון בפורמט mp4"),
      webm: mediaFile.describe("אותו סרטון בפורמט webm"),
    })
    .meta({ id: "HeroVideo", description: "סרטון הפתיחה" }),
  aboutHeading: text
    .regex(/\{brand\}/, "חסר {brand}: כתבו אותו איפה שייכתב שם הסטודיו (מ־content/site.json)")
    .describe("כותרת האודות. {brand} מתחלף באתר בשם הסטודיו: משאירים אותו במקום שבו השם צריך להופיע"),
  aboutParagraphs: z.array(text).length(2, "צריכות להיות בדיוק שתי פסקאות").describe("שתי פסקאות האודות"),
  trialNote: text
    .regex(/\{price\}/, "חסר {price}: כתבו אותו איפה שייכתב מחיר שיעור הניסיון (מ־content/booking.json)")
    .describe(
      "ההערה על שיעור הניסיון. {price} מתחלף באתר במחיר שיעור הניסיון: משאירים אותו במקום שבו המחיר צריך להופיע",
    ),
  chooseClassHeading: text.describe("כותרת איזור בחירת החוג"),
  studioHeading: text.describe("כותרת איזור הסטודיו"),
  coachesHeading: text.describe("כותרת איזור המאמנים"),
  contactHeading: text.describe("כותרת איזור יצירת הקשר"),
  userAreaHeading: text.describe("כותרת האיזור האישי"),
  userAreaText: text.describe("הטקסט באיזור האישי"),
});
