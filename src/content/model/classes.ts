/** content/classes/SLUG.json: a class, course or open training, its weekly sessions and its age groups. */
import { z } from "zod";
import { MENU_GROUPS, PRICE_PERIODS } from "../fixed-lists";
import {
  ADDRESS_HINT,
  age,
  listPlace,
  mediaFile,
  oneOf,
  paragraphs,
  SEARCH_DESCRIPTION_MIN,
  searchDescription,
  shekels,
  slug,
  sportId,
  text,
  TIME,
  time,
  weekday,
} from "./fields";
import { visitorText, withFacts } from "./facts";

const scheduleSlot = z
  .strictObject({
    day: weekday,
    start: time.describe("שעת התחלה: שעה ודקות, למשל 16:30"),
    end: time.describe("שעת סיום: שעה ודקות, למשל 17:30, אחרי שעת ההתחלה"),
    ageGroup: text.optional().describe("קבוצת הגיל של המפגש, למשל גילאי 6–9 (לא חובה)"),
    minAge: age.describe("הגיל הצעיר ביותר בקבוצה, בשנים שלמות"),
    maxAge: age
      .optional()
      .describe("הגיל המבוגר ביותר בקבוצה, בשנים שלמות; ריק: מהגיל הצעיר ביותר ומעלה (למבוגרים: 18 ומעלה)"),
  })
  // Compared only once both are times: a mistake in one of them is reported once, as itself.
  .refine((slot) => !TIME.test(slot.start) || !TIME.test(slot.end) || slot.start < slot.end, {
    message: "שעת הסיום צריכה להיות אחרי שעת ההתחלה",
    path: ["end"],
  })
  .refine((slot) => slot.maxAge === undefined || slot.minAge <= slot.maxAge, {
    message: "הגיל המבוגר ביותר לא יכול להיות קטן מ־minAge",
    path: ["maxAge"],
  })
  .meta({ id: "ScheduleSlot", description: "מפגש שבועי" });

export const classSchema = z
  .strictObject({
    slug: slug.describe(ADDRESS_HINT),
    menuGroup: oneOf(MENU_GROUPS).meta({
      id: "MenuGroup",
      description: "התפריט: kids (ילדים), adults (מבוגרים), courses (קורסים), open (אימון פתוח)",
    }),
    menuLabel: visitorText(text.describe("השם בתפריטים")),
    title: visitorText(text.describe("כותרת הדף")),
    summary: visitorText(
      searchDescription.describe(
        `משפט פתיחה קצר מתחת לכותרת, וגם התיאור של הדף במנועי חיפוש (לפחות ${SEARCH_DESCRIPTION_MIN} תווים)`,
      ),
    ),
    description: visitorText(paragraphs("פסקה אחת").describe("תיאור החוג: פסקה לכל שורה ברשימה")),
    audience: visitorText(text.describe("למי החוג מתאים")),
    level: visitorText(text.optional().describe("רמה (לא חובה)")),
    sessionOutline: visitorText(paragraphs("חלק אחד של האימון").describe("מבנה אימון: חלק לכל שורה")),
    schedule: z.array(scheduleSlot).min(1, "צריך לפחות מפגש שבועי אחד").describe("המפגשים השבועיים"),
    price: z
      .strictObject({
        amountILS: shekels.describe("המחיר בשקלים, מספר שלם"),
        period: oneOf(PRICE_PERIODS).meta({
          id: "PricePeriod",
          description: "על מה המחיר: month (לחודש), course (לקורס), session (לאימון), card (לכרטיסייה)",
        }),
        twiceWeeklyILS: shekels
          .optional()
          .describe("המחיר החודשי למי שמתאמן פעמיים בשבוע, בקבוצה שנפגשת פעמיים (לא חובה)"),
        note: visitorText(
          text
            .optional()
            .describe(
              "הערה למחיר: לא כותבים בה מחיר ביד. במקום המחיר לפעמיים בשבוע כותבים {twiceWeekly}, והאתר כותב שם את המחיר החודשי לפעמיים בשבוע (לא חובה)",
            ),
        ),
      })
      .meta({ id: "Price" })
      .optional()
      .describe("מחיר (לא חובה)"),
    courseLength: visitorText(text.optional().describe("משך הקורס, למשל 8 מפגשים (לא חובה)")),
    coaches: withFacts(
      { refersTo: { file: "coaches", key: "slug", label: "name" } },
      z.array(slug).min(1, "צריך לכתוב לפחות מאמן אחד").describe("המאמנים: בוחרים מרשימת המאמנים"),
    ),
    bring: visitorText(paragraphs("פריט אחד").describe("מה להביא: פריט לכל שורה")),
    sport: withFacts(
      { refersTo: { file: "booking", list: "sports", key: "id", label: "label" } },
      sportId.optional().describe("הענף בטופס שיעור הניסיון: בוחרים מהענפים של שיעור הניסיון (לא חובה)"),
    ),
    image: mediaFile.optional().describe("תמונת החוג (לא חובה)"),
    imageAlt: text.optional().describe("מה רואים בתמונה, לקוראי מסך (חובה כשיש תמונה)"),
    status: withFacts(
      { unsetMeans: "פעיל: מופיע באתר כרגיל" },
      z
        .enum(["paused", "draft"])
        .optional()
        .describe(
          "מצב החוג (לא חובה): paused (מושהה: הדף נשאר ואומר שהחוג בהפסקה), draft (טיוטה: מופיע רק בתצוגה המקדימה)",
        ),
    ),
    trial: withFacts(
      { unsetMeans: "לא נקבע: יש שיעור ניסיון" },
      z.boolean().optional().describe("שיעור ניסיון: true (יש), false (אין, למשל בקורס שמתחיל במחזורים)"),
    ),
    howToJoin: visitorText(
      text
        .optional()
        .describe('איך מצטרפים לחוג שאין לו שיעור ניסיון, למשל "מצטרפים בתחילת מחזור" (רק כשאין לחוג שיעור ניסיון)'),
    ),
    order: listPlace.describe("המקום בתפריטים ובמערכת השעות: 1 ראשון, 2 אחריו וכן הלאה"),
  })
  .refine((entry) => !entry.image || entry.imageAlt, {
    message: "חסר: כתבו מה רואים בתמונה של החוג",
    path: ["imageAlt"],
  });
