/** content/site.json: the studio itself, its address, hours, links, booking provider and who runs it. */
import { z } from "zod";
import { BOOKING_PROVIDER_ORIGINS, isBookingProviderUrl } from "../booking-provider-origins";
import { HOLIDAY_IDS, HOLIDAYS } from "../holidays";
import {
  email,
  httpsUrl,
  isoDate,
  oneOf,
  phone,
  SEARCH_DESCRIPTION_MIN,
  searchDescription,
  text,
  textLink,
  TIME,
  time,
  weekday,
} from "./fields";

/**
 * A page of the booking provider, which the site frames: only on its origins, which are code (a new one widens the
 * pages' security policy). An address that is not https gets httpsUrl's message alone.
 */
const bookingProviderUrl = httpsUrl
  .refine((url) => !url.startsWith("https://") || isBookingProviderUrl(url), {
    error:
      `צריכה להיות כתובת באתר של מערכת ההזמנות (${BOOKING_PROVIDER_ORIGINS.join(", ")}). ` +
      "אתר אחר מרחיב את מדיניות האבטחה של האתר, ולכן מוסיפים אותו רק בקוד, בקובץ src/content/booking-provider-origins.ts",
  })
  .meta({
    pattern: `^(?:${BOOKING_PROVIDER_ORIGINS.map((origin) => origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:[/?#]|$)`,
  });
const storageBucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]+[a-z0-9]$/,
    "צריך להיות שם הדלי, כמו motionlab.firebasestorage.app, בלי http:// או https://",
  );

/** The studio's hours on one weekday; a day with a break has two entries, a day without any is closed. */
const openingHoursEntry = z
  .strictObject({
    day: weekday,
    opens: time.describe("שעת פתיחה: שעה ודקות, למשל 08:00"),
    closes: time.describe("שעת סגירה: שעה ודקות, למשל 22:00, אחרי שעת הפתיחה"),
  })
  .refine((entry) => !TIME.test(entry.opens) || !TIME.test(entry.closes) || entry.opens < entry.closes, {
    message: "שעת הסגירה צריכה להיות אחרי שעת הפתיחה",
    path: ["closes"],
  })
  .meta({ id: "OpeningHours", description: "שעות הפתיחה ביום אחד" });

/** A day the studio is closed (a holiday): no session is held, whatever the timetable says. */
const closedDay = z
  .strictObject({
    date: isoDate.describe("התאריך, מהלוח"),
    name: text.describe("למה סגור, למשל שיפוץ"),
  })
  .meta({ id: "ClosedDay", description: "יום שבו הסטודיו סגור" });

/** A holiday of the Hebrew calendar, by its id; the editor shows each by its Hebrew name. */
const holiday = oneOf(HOLIDAY_IDS).meta({
  description: `חג: ${HOLIDAYS.map(({ id, names }) => `${id} (${names.he})`).join(", ")}`,
});

export const siteSchema = z.strictObject({
  brand: text.describe("שם הסטודיו, כפי שהוא מופיע באתר"),
  siteUrl: httpsUrl.describe("הכתובת הראשית של האתר, למשל https://www.motionlab.example"),
  title: text.describe("כותרת עמוד הבית (בלשונית הדפדפן ובתוצאות החיפוש)"),
  description: searchDescription.describe(
    `תיאור עמוד הבית למנועי חיפוש: משפט או שניים (לפחות ${SEARCH_DESCRIPTION_MIN} תווים)`,
  ),
  shareImageAlt: text.describe("תיאור התמונה שמופיעה כשמשתפים קישור לאתר, למי שלא רואה אותה: מה רואים בה, במשפט קצר"),
  phone: phone.describe("טלפון הסטודיו בצורה בין־לאומית: פלוס, 972 ואז המספר בלי האפס, למשל +972501234567"),
  email: email.describe("כתובת האימייל של הסטודיו"),
  address: z
    .strictObject({
      street: text.describe("רחוב ומספר"),
      city: text.describe("עיר"),
      postalCode: text.optional().describe("מיקוד (לא חובה)"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "צריך להיות קוד מדינה בשתי אותיות לטיניות גדולות, כמו IL")
        .describe("קוד המדינה בשתי אותיות אנגליות גדולות: IL לישראל"),
    })
    .meta({ id: "Address", description: "כתובת הסטודיו" }),
  directions: z
    .strictObject({
      parking: text.optional().describe("חניה: איפה אפשר להחנות (לא חובה)"),
      publicTransport: text.optional().describe("תחבורה ציבורית: קווים ותחנות קרובות (לא חובה)"),
    })
    .meta({ id: "Directions", description: "איך מגיעים: חניה ותחבורה ציבורית" })
    .optional(),
  openingHours: z
    .array(openingHoursEntry)
    .min(1, "צריך לפרט לפחות יום אחד שהסטודיו פתוח בו")
    .describe("שעות הפתיחה: רשומה לכל יום פתוח (יום עם הפסקה: שתי רשומות); יום שלא מופיע סגור"),
  social: z
    .strictObject({
      instagram: httpsUrl.describe("כתובת עמוד האינסטגרם"),
      facebook: httpsUrl.optional().describe("כתובת עמוד הפייסבוק (לא חובה)"),
      tiktok: httpsUrl.optional().describe("כתובת עמוד הטיקטוק (לא חובה)"),
      youtube: httpsUrl.optional().describe("כתובת ערוץ היוטיוב (לא חובה)"),
    })
    .meta({ id: "SocialLinks", description: "הרשתות החברתיות של הסטודיו" }),
  priceRange: text.describe("רמת המחירים לתוצאות החיפוש, למשל ₪₪"),
  adminEmails: z
    .array(email)
    .min(1, "צריך לכתוב לפחות כתובת אחת")
    .describe("כתובות האימייל של מי שרואה את עמוד הניהול"),
  bookingProvider: z
    .strictObject({
      name: text.describe("שם מערכת ההזמנות"),
      trialFormUrl: bookingProviderUrl.describe("כתובת טופס שיעור הניסיון במערכת ההזמנות"),
      loginUrl: bookingProviderUrl.describe("כתובת הכניסה לאיזור האישי במערכת ההזמנות"),
      shopUrl: httpsUrl.optional().describe("כתובת החנות המקוונת במערכת ההזמנות (לא חובה)"),
    })
    .meta({ id: "BookingProvider", description: "מערכת ההזמנות החיצונית" }),
  storageBucket: storageBucket
    .optional()
    .describe(
      "שם מקום האחסון של התמונות והסרטונים ב־Firebase, כשהם לא נשמרים באתר עצמו (לא חובה; ממלא מי שמתחזק את האתר)",
    ),
  repositoryUrl: httpsUrl.optional().describe("כתובת מאגר הקוד, לקישורי העריכה בעמוד הניהול (לא חובה)"),
  legalEntity: z
    .strictObject({
      name: text.describe("השם הרשום של העסק שמפעיל את הסטודיו (חברה, עוסק מורשה או עמותה)"),
      number: text.describe("מספר הרישום: ח״פ של חברה, מספר עוסק או מספר עמותה"),
    })
    .meta({ id: "LegalEntity", description: "מי עומד מאחורי שם הסטודיו, כפי שהוא רשום (להודעת הפרטיות)" }),
  premises: z
    .strictObject({
      entrance: text.describe("הכניסה לסטודיו: מאיפה נכנסים, ואם היא ברמת הרחוב"),
      stepsOrLift: text.describe("מדרגות או מעלית בדרך לסטודיו"),
      accessibleToilet: text.describe("שירותים נגישים: יש או אין, ואיפה"),
      accessibleParking: text.describe("חניית נכים: איפה הקרובה ביותר"),
      serviceArrangements: text.describe(
        "הסדרי השירות בסטודיו לאנשים עם מוגבלות: עזרה בהגעה ובכניסה, כלב נחייה, הסבר מותאם באימון",
      ),
    })
    .meta({ id: "Premises", description: "הנגישות של המקום עצמו (להצהרת הנגישות ולשאלה איך מגיעים)" }),
  closedHolidays: z
    .array(holiday)
    .describe(
      "החגים שבהם הסטודיו סגור: התאריכים שלהם מחושבים לבד לפי הלוח העברי, כל שנה. הם יוצאים מהיומנים של החוגים, אי אפשר לבחור בהם שיעור ניסיון, והם מופיעים במערכת השעות",
    ),
  closedDays: z
    .array(closedDay)
    .describe(
      "עוד ימים שבהם הסטודיו סגור, שאינם חג מהרשימה שלמעלה (למשל שיפוץ): הם יוצאים מהיומנים של החוגים ואי אפשר לבחור בהם שיעור ניסיון. רשימה ריקה אם אין",
    ),
  healthDeclaration: z
    .strictObject({
      how: text.describe("איך ואיפה חותמים על הצהרת הבריאות לפני האימון הראשון"),
      link: textLink
        .optional()
        .describe(
          "קישור לטופס: כתובת הטופס במערכת ההזמנות, או קובץ באתר, למשל /files/health-declaration.pdf (לא חובה)",
        ),
    })
    .meta({
      id: "HealthDeclaration",
      description: 'הצהרת הבריאות: מוצגת בצעד האחרון של שיעור הניסיון, ב"מה להביא" של כל חוג ובשאלות הנפוצות',
    }),
  accessibility: z
    .strictObject({
      coordinator: text.describe("שם רכז/ת הנגישות"),
      phone: phone.describe("טלפון רכז/ת הנגישות בצורה בין־לאומית, למשל +972501234567"),
      email: email.describe("אימייל רכז/ת הנגישות"),
      reviewedOn: isoDate.describe("התאריך שבו נבדקה הצהרת הנגישות לאחרונה, מהלוח"),
    })
    .meta({ id: "AccessibilityContact", description: "פרטי הקשר להצהרת הנגישות" }),
  englishSite: z
    .boolean()
    .describe(
      "האתר באנגלית: כשזה מסומן, האתר באנגלית פתוח למבקרים, ובכל דף יש קישור לאותו דף בשפה השנייה. את האנגלית של כל טקסט כותבים באותו טופס שבו הוא כתוב בעברית, ורשומה שחסרה בה אנגלית לא תופיע באתר באנגלית. לפני שמסמנים, כדאי לקרוא את האנגלית של כל הדפים",
    ),
});
