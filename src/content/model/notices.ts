/** content/notices/NAME.json: a dated notice at the top of every page, or of some. */
import { z } from "zod";
import { isoDate, text, textLink } from "./fields";

/** A page of the site as the route list writes it: "/", "/schedule", "/classes/tissu". */
const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "צריך להיות עמוד באתר, למשל / או /schedule")
  .describe("עמוד באתר: / לעמוד הבית, או למשל /schedule");

export const noticeSchema = z.strictObject({
  text: text.describe("ההודעה, משפט או שניים, למשל: השיעורים ביום שישי מבוטלים בגלל החג"),
  until: isoDate.describe(
    "היום האחרון שבו ההודעה מופיעה: בוחרים מהלוח, וההודעה מופיעה גם בו. למחרת היא יורדת מהאתר מעצמה",
  ),
  link: textLink.optional().describe("קישור בסוף ההודעה: הטקסט שלו ולאן הוא מוביל (לא חובה)"),
  pages: z
    .array(sitePath)
    .min(1, "צריך לכתוב לפחות עמוד אחד, או להשאיר את הרשימה ריקה כדי שההודעה תופיע בכל העמודים")
    .optional()
    .describe("באילו עמודים ההודעה מופיעה; בלי עמודים היא מופיעה בכל עמוד (לא חובה)"),
});
