/** content/coaches/SLUG.json: a coach; `order` is their place on the home page. */
import { z } from "zod";
import {
  ADDRESS_HINT,
  listPlace,
  mediaFile,
  paragraphs,
  SEARCH_DESCRIPTION_MIN,
  searchDescription,
  slug,
  text,
} from "./fields";

export const coachSchema = z.strictObject({
  slug: slug.describe(ADDRESS_HINT),
  name: text.describe("שם המאמן/ת"),
  shortDescription: searchDescription.describe(
    `תיאור קצר, שתי שורות, שמופיע כשמעבירים את העכבר על הכרטיס, וגם התיאור של דף המאמן במנועי חיפוש (לפחות ${SEARCH_DESCRIPTION_MIN} תווים)`,
  ),
  fullBio: paragraphs("פסקה אחת").describe("הביוגרפיה המלאה: פסקה לכל שורה"),
  video: mediaFile.optional().describe("הסרטון: עד שהוא מוכן, הכרטיס בעמוד הבית ודף המאמן מראים את התמונה (לא חובה)"),
  poster: mediaFile.describe("התמונה: מופיעה עד שהסרטון נטען, ובמקומו כשאין סרטון"),
  role: text
    .optional()
    .describe("התפקיד שמתחת לשם, למשל מאמנת קרקס (לא חובה; כשהוא ריק, התפקיד נקבע לפי המקום ברשימה)"),
  order: listPlace.describe("המקום בעמוד הבית: 1 ראשון, 2 אחריו וכן הלאה"),
});
