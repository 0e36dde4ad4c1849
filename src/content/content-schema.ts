/**
 * The shape of every file in content/, as editors write it: the one definition from which the build's check, the
 * JSON Schemas in content/schemas/ (editors' completion) and the GraphQL types (graphql-types.ts) are made.
 * `.describe()` texts are what editors see while typing, and the error messages are what the check prints after
 * `content/FILE.json:LINE:COLUMN: ברשומה …, בשדה …:`, so both are in Hebrew (plural address).
 * A nested object needs a `meta({ id })`: it is its GraphQL type's name.
 */
import { z } from "zod";
import { BOOKING_PROVIDER_ORIGINS, isBookingProviderUrl } from "./booking-provider-origins";
import { CLASS_GROUPS, PRICE_PERIODS, WEEKDAYS } from "./fixed-lists";

const text = z.string().regex(/\S/, "ריק: כתבו כאן טקסט");
/** `what`: "פסקה אחת", "חלק אחד"… */
const paragraphs = (what: string) => z.array(text).min(1, `צריך לכתוב כאן לפחות ${what}`);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "צריך להיות slug: אותיות לטיניות קטנות, ספרות ומקפים בלבד");
/** The pattern is repeated as metadata because JSON Schema's "uri" format does not say which protocol. */
const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: "צריכה להיות כתובת שמתחילה ב־https://" })
  .meta({ pattern: "^https://" });
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
const isoDate = z.iso.date({ error: "צריך להיות תאריך קיים בכתיב YYYY-MM-DD, למשל 2026-09-21" });
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, "צריכה להיות שעה בכתיב HH:MM (24 שעות), למשל 09:00");
/** International form, as WhatsApp and tel: links need it: a plus sign and 8 to 15 digits. */
const phone = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "צריך להיות טלפון בצורה בין־לאומית, ספרות בלבד, למשל +972501234567");
const email = z.email({ error: "צריכה להיות כתובת אימייל" });
/** A media file name, looked up in the bucket or in the file's media folder (content-files.ts). */
const mediaFile = z
  .string()
  .regex(
    /^[\w.-]+\.(?:jpe?g|png|webp|avif|mp4|webm)$/,
    "צריך להיות שם קובץ כמו foam-pit.jpg (jpg, png, webp, avif, mp4 או webm; בלי תיקייה)",
  )
  .meta({ id: "MediaFile", description: "שם קובץ בלבד, בלי תיקייה, למשל foam-pit.jpg" });
const shekels = z.number().int("צריך להיות מספר שלם של שקלים").positive("צריך להיות יותר מ־0");
const storageBucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]+[a-z0-9]$/,
    "צריך להיות שם הדלי, כמו motionlab.firebasestorage.app, בלי http:// או https://",
  );
const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `צריך להיות אחד מאלה: ${values.join(", ")}` });
/** A sport's id: any name, defined by content/booking.json's `sports` (a new discipline needs no code). */
const sportId = z.string().regex(/^\S(?:.*\S)?$/, "צריך להיות מזהה ענף, כמו Muay Thai, בלי רווח בהתחלה או בסוף");

/** One instance, reused wherever a weekday is asked for: an id names one schema (GraphQL enum Weekday). */
const weekday = oneOf(WEEKDAYS).meta({ id: "Weekday", description: "יום בשבוע באנגלית: sunday עד saturday" });

/** The studio's hours on one weekday; a day with a break has two entries, a day without any is closed. */
const openingHoursEntry = z
  .strictObject({
    day: weekday,
    opens: time.describe("שעת פתיחה בכתיב HH:MM"),
    closes: time.describe("שעת סגירה בכתיב HH:MM, אחרי שעת הפתיחה"),
  })
  .refine((entry) => !TIME.test(entry.opens) || !TIME.test(entry.closes) || entry.opens < entry.closes, {
    message: "שעת הסגירה צריכה להיות אחרי שעת הפתיחה",
    path: ["closes"],
  })
  .meta({ id: "OpeningHours", description: "שעות הפתיחה ביום אחד" });

export const siteSchema = z.strictObject({
  brand: text.describe("שם הסטודיו, כפי שהוא מופיע באתר"),
  siteUrl: httpsUrl.describe("הכתובת הראשית של האתר, למשל https://www.motionlab.example"),
  title: text.describe("כותרת עמוד הבית (בלשונית הדפדפן ובתוצאות החיפוש)"),
  description: text.describe("תיאור עמוד הבית למנועי חיפוש: משפט או שניים"),
  shareImageAlt: text.describe(
    "תיאור התמונה שמופיעה כשמשתפים קישור לאתר (static/og-image.jpg), למי שלא רואה אותה: מה רואים בה, במשפט קצר",
  ),
  phone: phone.describe("טלפון הסטודיו בצורה בין־לאומית, ספרות בלבד: +972501234567"),
  email: email.describe("כתובת האימייל של הסטודיו"),
  address: z
    .strictObject({
      street: text.describe("רחוב ומספר"),
      city: text.describe("עיר"),
      postalCode: text.optional().describe("מיקוד (לא חובה)"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "צריך להיות קוד מדינה בשתי אותיות לטיניות גדולות, כמו IL")
        .describe("קוד המדינה בשתי אותיות לטיניות גדולות: IL"),
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
      instagram: httpsUrl.describe("כתובת עמוד האינסטגרם (https)"),
      facebook: httpsUrl.optional().describe("כתובת עמוד הפייסבוק (https, לא חובה)"),
      tiktok: httpsUrl.optional().describe("כתובת עמוד הטיקטוק (https, לא חובה)"),
      youtube: httpsUrl.optional().describe("כתובת ערוץ היוטיוב (https, לא חובה)"),
    })
    .meta({ id: "SocialLinks", description: "הרשתות החברתיות של הסטודיו" }),
  priceRange: text.describe("רמת המחירים לתוצאות החיפוש, למשל ₪₪"),
  adminEmails: z
    .array(email)
    .min(1, "צריך לכתוב לפחות כתובת אחת")
    .describe("כתובות האימייל של מי שרואה את פאנל הניהול"),
  bookingProvider: z
    .strictObject({
      name: text.describe("שם מערכת ההזמנות"),
      trialFormUrl: bookingProviderUrl.describe("כתובת טופס שיעור הניסיון במערכת ההזמנות (https)"),
      loginUrl: bookingProviderUrl.describe("כתובת הכניסה לאיזור האישי במערכת ההזמנות (https)"),
      shopUrl: httpsUrl.optional().describe("כתובת החנות המקוונת במערכת ההזמנות (https, לא חובה)"),
    })
    .meta({ id: "BookingProvider", description: "מערכת ההזמנות החיצונית" }),
  storageBucket: storageBucket
    .optional()
    .describe("שם הדלי (bucket) של Firebase Storage שממנו נטענים התמונות והסרטונים (לא חובה)"),
  repositoryUrl: httpsUrl.optional().describe("כתובת מאגר הקוד, לקישורי העריכה בפאנל הניהול (לא חובה)"),
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
    })
    .meta({ id: "Premises", description: "הנגישות של המקום עצמו (להצהרת הנגישות ולשאלה איך מגיעים)" }),
  accessibility: z
    .strictObject({
      coordinator: text.describe("שם רכז/ת הנגישות"),
      phone: phone.describe("טלפון רכז/ת הנגישות בצורה בין־לאומית: +972501234567"),
      email: email.describe("אימייל רכז/ת הנגישות"),
      reviewedOn: isoDate.describe("התאריך שבו נבדקה הצהרת הנגישות לאחרונה, בכתיב YYYY-MM-DD"),
    })
    .meta({ id: "AccessibilityContact", description: "פרטי הקשר להצהרת הנגישות" }),
});

/** An age in whole years, as a class group states who it takes (content/classes.json, schedule). */
const age = z
  .number()
  .int("צריך להיות מספר שלם של שנים")
  .min(0, "צריך להיות גיל בשנים, 0 עד 99")
  .max(99, "צריך להיות גיל בשנים, 0 עד 99");

const scheduleSlot = z
  .strictObject({
    day: weekday,
    start: time.describe("שעת התחלה בכתיב HH:MM, למשל 16:30"),
    end: time.describe("שעת סיום בכתיב HH:MM, אחרי שעת ההתחלה"),
    group: text.optional().describe("קבוצה באותו שיעור, למשל גילאי 6–9 (לא חובה)"),
    minAge: age.describe("הגיל הצעיר ביותר בקבוצה, בשנים שלמות"),
    maxAge: age
      .optional()
      .describe("הגיל המבוגר ביותר בקבוצה, בשנים שלמות; בלי maxAge הקבוצה מגיל minAge ומעלה (למבוגרים: 18 ומעלה)"),
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
    slug: slug.describe("כתובת הדף: /classes/{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
    group: oneOf(CLASS_GROUPS).meta({
      id: "ClassGroup",
      description: "התפריט: kids (ילדים), adults (מבוגרים), courses (קורסים), open (אימון פתוח)",
    }),
    menuLabel: text.describe("השם בתפריטים"),
    title: text.describe("כותרת הדף"),
    summary: text.describe("משפט פתיחה קצר מתחת לכותרת"),
    description: paragraphs("פסקה אחת").describe("תיאור החוג: פסקה לכל שורה ברשימה"),
    audience: text.describe("למי החוג מתאים"),
    level: text.optional().describe("רמה (לא חובה)"),
    sessionOutline: paragraphs("חלק אחד של האימון").describe("מבנה אימון: חלק לכל שורה"),
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
          .describe("המחיר החודשי למי שמתאמן פעמיים בשבוע, בקבוצה שנפגשת פעמיים (לא חובה; בהערה: {twiceWeekly})"),
        note: text
          .optional()
          .describe("הערה למחיר (לא חובה). בלי מחירים כתובים ביד: {twiceWeekly} מסמן את המחיר שב־twiceWeeklyILS"),
      })
      .meta({ id: "Price" })
      .optional()
      .describe("מחיר (לא חובה)"),
    courseLength: text.optional().describe("משך הקורס, למשל 8 מפגשים (לא חובה)"),
    coaches: z.array(slug).min(1, "צריך לכתוב לפחות מאמן אחד").describe("המאמנים: ה־slug של כל מאמן מתוך coaches.json"),
    bring: paragraphs("פריט אחד").describe("מה להביא: פריט לכל שורה"),
    sport: sportId.optional().describe("סוג האימון שנבחר בטופס שיעור הניסיון; אחד מהענפים ב־booking.json (לא חובה)"),
    image: mediaFile.optional().describe("תמונת החוג, קובץ בתיקייה static/images/classes (לא חובה)"),
    imageAlt: text.optional().describe("מה רואים בתמונה, לקוראי מסך (חובה כשיש תמונה)"),
    status: z.enum(["paused", "draft"]).optional(),
    trial: z
      .boolean()
      .optional()
      .describe("false: לחוג אין שיעור ניסיון (למשל קורס שמתחיל במחזורים); בלי השדה יש לו שיעור ניסיון"),
    howToJoin: text
      .optional()
      .describe('איך מצטרפים לחוג שאין לו שיעור ניסיון, למשל "מצטרפים בתחילת מחזור" (רק עם "trial": false)'),
  })
  .refine((entry) => !entry.image || entry.imageAlt, {
    message: "חסר: כתבו מה רואים בתמונה שב־image",
    path: ["imageAlt"],
  });

export const coachSchema = z.strictObject({
  slug: slug.describe("כתובת הדף: /coaches/{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
  name: text.describe("שם המאמן/ת"),
  shortDescription: text.describe("תיאור קצר (שתי שורות) שמופיע במעבר עכבר"),
  fullBio: paragraphs("פסקה אחת").describe("הביוגרפיה המלאה: פסקה לכל שורה"),
  video: mediaFile.describe("הסרטון, קובץ בתיקייה static/videos/coaches"),
  poster: mediaFile.describe("תמונת הפתיחה של הסרטון, קובץ בתיקייה static/videos/coaches"),
  role: text.optional().describe("התפקיד שמתחת לשם, למשל מאמנת קרקס (לא חובה; בלי role התפקיד נקבע לפי המקום ברשימה)"),
});

export const facilitySchema = z.strictObject({
  title: text.describe("כותרת הכרטיס"),
  text: text.describe("הטקסט בכרטיס"),
  img: mediaFile.describe("התמונה, קובץ בתיקייה static/images/studio"),
  alt: text.describe("מה רואים בתמונה, לקוראי מסך"),
});

export const bookingSchema = z.strictObject({
  priceILS: shekels.describe("מחיר שיעור הניסיון בשקלים, מספר שלם"),
  blockedDates: z.array(isoDate).describe("ימים שבהם אין שיעורי ניסיון, בכתיב YYYY-MM-DD"),
  sports: z
    .array(
      z
        .strictObject({
          id: sportId.describe("מזהה הענף באותיות לטיניות, כמו Muay Thai; החוגים מפנים אליו בשדה sport"),
          label: text.describe("שם הענף בעברית, כפי שהוא מופיע בטופס"),
        })
        .meta({ id: "Sport", description: "ענף בטופס שיעור הניסיון" }),
    )
    .min(1, "צריך להציע לפחות ענף אחד")
    .describe("הענפים בטופס שיעור הניסיון, לפי הסדר"),
  defaultSport: sportId.describe("הענף שנבחר מראש בטופס; אחד מהענפים ברשימה"),
});

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

export const productSchema = z.strictObject({
  slug: slug.describe("מזהה המוצר: אותיות לטיניות קטנות, ספרות ומקפים"),
  name: text.describe("שם המוצר"),
  priceILS: shekels.describe("המחיר בשקלים, מספר שלם"),
  description: text.describe("תיאור המוצר; {price} מסמן את המחיר שב־priceILS, כדי לא לכתוב אותו שוב"),
  image: mediaFile.describe("התמונה, קובץ בתיקייה static/images/shop"),
  imageAlt: text.describe("מה רואים בתמונה, לקוראי מסך"),
});

/** An interface text: a label, a sentence or a message that the site shows or speaks (aria-label, alert). */
const uiText = (where: string) => text.describe(where);

/** An interface text that must say where the numbers or names it is given go: {age}, {days}... */
const uiTemplate = (where: string, ...placeholders: string[]) =>
  placeholders
    .reduce(
      (schema, name) => schema.regex(new RegExp(`\\{${name}\\}`), `חסר {${name}}: כתבו אותו איפה שהאתר ממלא את הערך`),
      text,
    )
    .describe(`${where}. ${placeholders.map((name) => `{${name}}`).join(", ")}: איפה נכתב מה שהאתר ממלא`);

/** Issue 18's sections of content/ui.json: the age finder, the try-out form's class fields, the parents' pages. */
const PARENT_UI_SECTIONS = {
  ageFinder: z
    .strictObject({
      label: text.describe("שם השדה שבו מקלידים גיל (במערכת השעות ובעמוד הבית)"),
      hint: text.describe("ההסבר מתחת לשדה"),
      invalid: text.describe("ההודעה כשמה שהוקלד אינו גיל בשנים שלמות"),
      showAllAges: text.describe("הכפתור שמבטל את החיפוש לפי גיל"),
      foundOne: uiTemplate("מה נמצא, כשחוג אחד מתאים", "age", "classes", "sessions"),
      foundMany: uiTemplate("מה נמצא, כשכמה חוגים מתאימים", "age", "classes", "sessions"),
      classesOne: text.describe("חוג אחד"),
      classesMany: uiTemplate("כמה חוגים", "n"),
      sessionsOne: text.describe("אימון אחד בשבוע"),
      sessionsMany: uiTemplate("כמה אימונים בשבוע", "n"),
      none: uiTemplate("ההודעה כשאין חוג לגיל שהוקלד", "age"),
      scheduleLink: uiTemplate("הקישור מעמוד הבית למערכת השעות של אותו גיל", "age"),
      trial: text.describe("כפתור שיעור הניסיון ליד כל חוג שנמצא בעמוד הבית"),
    })
    .describe("חיפוש חוג לפי גיל"),
  trialForm: z
    .strictObject({
      classLabel: text.describe("שם השדה של החוג בטופס שיעור הניסיון"),
      noClass: text.describe("האפשרות הראשונה בשדה החוג, כשעוד לא נבחר חוג"),
      groupLabel: text.describe("שם השדה של הקבוצה"),
      chooseGroup: text.describe("האפשרות הראשונה בשדה הקבוצה"),
      groupOption: uiTemplate("אפשרות בשדה הקבוצה: שם הקבוצה והימים שבהם היא נפגשת", "group", "days"),
      sportLine: text.describe("השורה של סוג האימון בסיכום ובהודעת הוואטסאפ, כשלא נבחר חוג"),
      classLine: text.describe("השורה של החוג בסיכום ובהודעת הוואטסאפ"),
      groupLine: text.describe("השורה של הקבוצה"),
      dateLine: text.describe("השורה של התאריך"),
      chooseFirst: text.describe("בחלון ההרשמה בעמוד הבית: ההסבר לפני כפתור בחירת החוג והתאריך"),
      chooseFirstButton: text.describe("הכפתור שפותח את טופס שיעור הניסיון מעמוד הבית"),
    })
    .describe("טופס שיעור הניסיון: החוג, הקבוצה והסיכום"),
  faqPage: z
    .strictObject({
      title: text.describe("כותרת עמוד השאלות הנפוצות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: text.describe("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      moreQuestions: text.describe("המשפט בסוף העמוד, למי שלא מצא תשובה"),
    })
    .describe("עמוד השאלות הנפוצות, /faq"),
  privacyPage: z
    .strictObject({
      title: text.describe("כותרת עמוד מדיניות הפרטיות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: text.describe("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      updated: text.describe("לפני תאריך העדכון בסוף העמוד"),
    })
    .describe("עמוד מדיניות הפרטיות, /privacy"),
  testimonials: z
    .strictObject({
      homeHeading: text.describe("כותרת הציטוטים בעמוד הבית"),
      classHeading: text.describe("כותרת הציטוטים בעמוד של חוג"),
    })
    .describe("מה אומרים עלינו"),
  contactBar: z
    .strictObject({
      label: text.describe("שם הסרגל בתחתית המסך בטלפון, לקוראי מסך"),
      call: text.describe("כפתור ההתקשרות"),
      whatsapp: text.describe("כפתור הוואטסאפ"),
      trial: text.describe("כפתור שיעור הניסיון"),
    })
    .describe("הסרגל בתחתית המסך בטלפון: טלפון, וואטסאפ ושיעור ניסיון"),
};

/** Issue 17's sections of content/ui.json: every other fixed word of the interface, by the part of the site. */
const INTERFACE_UI_SECTIONS = {
  page: z
    .strictObject({
      skipLink: uiText("הקישור הראשון בכל עמוד, למקלדת ולקוראי מסך: מדלג על התפריטים"),
      close: uiText("כפתור הסגירה (×) של כל חלון קופץ, לקוראי מסך"),
      newTab: uiText("נכתב אחרי קישור שנפתח בחלון חדש"),
      scrollHint: uiText("מעל שורת כרטיסים שגוללים הצידה בטלפון (הסטודיו, המאמנים)"),
    })
    .describe("מילים שחוזרות בכל האתר"),
  footer: z
    .strictObject({
      directions: uiText("כותרת הכתובת בתחתית העמוד"),
      openingHours: uiText("כותרת שעות הפתיחה בתחתית העמוד"),
      follow: uiText("כותרת הקישורים לרשתות החברתיות"),
      accessibility: uiText("הקישור להצהרת הנגישות"),
      closed: uiText("נכתב ליד יום שהסטודיו סגור בו"),
      waze: uiText("הקישור לניווט ב-Waze"),
      googleMaps: uiText("הקישור לניווט ב-Google Maps"),
      copyright: uiTemplate("השורה האחרונה בכל עמוד", "year", "brand"),
    })
    .describe("תחתית העמוד: כתובת, שעות פתיחה ורשתות"),
  accountMenu: z
    .strictObject({
      signIn: uiText("הכפתור בכותרת האתר שפותח את חלון ההתחברות"),
      myAccount: uiText("התפריט בכותרת האתר אחרי ההתחברות"),
      userArea: uiText("הקישור לאיזור האישי בתפריט החשבון"),
      signOut: uiText("כפתור ההתנתקות"),
      signOutFailed: uiText("ההודעה כשההתנתקות לא הצליחה"),
    })
    .describe("תפריט החשבון בכותרת האתר"),
  frames: z
    .strictObject({
      notSeeing: uiText("לפני הדרכים האחרות, מתחת לטופס מוטמע"),
      whatsapp: uiText("הקישור לוואטסאפ ליד טופס מוטמע"),
      call: uiText("לפני מספר הטלפון, כשהטופס לא נטען"),
      phone: uiText("לפני מספר הטלפון, מתחת לטופס"),
      failed: uiText("ההודעה כשטופס של מערכת ההזמנות לא נטען"),
    })
    .describe("טפסים של מערכת ההזמנות שמוטמעים באתר, והדרכים האחרות לידם"),
  classPage: z
    .strictObject({
      about: uiText("כותרת התיאור בעמוד של חוג"),
      session: uiText("כותרת מהלך האימון"),
      bring: uiText("כותרת מה להביא"),
      facts: uiText("שם עמודת הפרטים, לקוראי מסך"),
      audience: uiText("כותרת הגילים והרמה"),
      schedule: uiText("כותרת מערכת השעות של החוג"),
      scheduleCaption: uiText("כיתוב טבלת המפגשים"),
      day: uiText("עמודת היום"),
      time: uiText("עמודת השעה"),
      group: uiText("עמודת הקבוצה"),
      everyone: uiText("בעמודת הקבוצה, כשהמפגש לכל הקבוצות"),
      fullSchedule: uiText("הקישור למערכת השעות המלאה"),
      price: uiText("כותרת המחיר והמשך"),
      coaches: uiText("כותרת המאמנים"),
      perMonth: uiText('אחרי מחיר לחודש (period "month" ב-classes.json)'),
      perCourse: uiText('אחרי מחיר לקורס כולו (period "course")'),
      perSession: uiText('אחרי מחיר לאימון (period "session")'),
      perCard: uiText('אחרי מחיר לכרטיסייה (period "card")'),
    })
    .describe("עמוד של חוג או קורס"),
  coachPage: z
    .strictObject({
      classes: uiTemplate("כותרת החוגים בעמוד של מאמן", "name"),
      video: uiTemplate("שם הסרטון בעמוד של מאמן, לקוראי מסך", "name"),
      roles: z
        .array(uiText("תפקיד"))
        .min(1, "צריך לכתוב לפחות תפקיד אחד")
        .describe("התפקיד שמתחת לשם המאמן לפי מקומו ברשימת המאמנים (הראשון, השני...), כשלמאמן אין role משלו"),
      laterRole: uiText("התפקיד של כל מאמן שאחרי הרשימה הזאת"),
    })
    .describe("המאמנים: עמוד מאמן ותפקידים"),
  timetable: z
    .strictObject({
      show: uiText("לפני כפתורי הסינון של מערכת השעות"),
      time: uiText("עמודת השעה"),
      class: uiText("עמודת החוג"),
      group: uiText("עמודת הקבוצה"),
      coaches: uiText("עמודת המאמנים"),
      all: uiText("הסינון שמראה הכול"),
      kids: uiText("הסינון של חוגי הילדים"),
      adults: uiText("הסינון של חוגי המבוגרים"),
      courses: uiText("הסינון של הקורסים"),
      open: uiText("הסינון של האימון הפתוח"),
      kidsAudience: uiText("למי מיועדים חוגי הילדים"),
      adultsAudience: uiText("למי מיועדים חוגי המבוגרים"),
      coursesAudience: uiText("למי מיועדים הקורסים"),
      openAudience: uiText("למי מיועד האימון הפתוח"),
    })
    .describe("מערכת השעות, /schedule"),
  home: z
    .strictObject({
      heroLabel: uiText("שם הפתיח בראש עמוד הבית, לקוראי מסך"),
      heroCta: uiText("הכפתור בפתיח"),
      pauseHero: uiText("כפתור עצירת סרטון הרקע, לקוראי מסך"),
      playHero: uiText("כפתור הפעלת סרטון הרקע, לקוראי מסך"),
      trialToggle: uiText("הכפתור שפותח את ההרשמה לשיעור ניסיון"),
      trialClose: uiText("כפתור הסגירה של ההרשמה"),
      trialTitle: uiTemplate("כותרת ההרשמה", "price"),
      trialFrameTitle: uiText("שם הטופס המוטמע, לקוראי מסך"),
      trialFrameLoading: uiText("עד שהטופס נטען"),
      trialFrameNewTab: uiText("הקישור לטופס בחלון חדש"),
      trialWhatsapp: uiText("הודעת הוואטסאפ שנכתבת מראש ליד טופס ההרשמה"),
      wholeWeek: uiText("מתחת לבחירת החוג: לפני הקישור למערכת השעות"),
      scheduleLink: uiText("הקישור למערכת השעות"),
      pauseVideos: uiText("הכפתור שעוצר את סרטוני המאמנים"),
      playVideos: uiText("הכפתור שמפעיל את סרטוני המאמנים"),
      contactLead: uiText("המשפט בראש צור קשר"),
      contactWhatsapp: uiText("כפתור הוואטסאפ בצור קשר"),
      contactCall: uiText("כפתור ההתקשרות בצור קשר"),
      directions: uiText("כותרת הכתובת בצור קשר"),
      parking: uiText("לפני הוראות החניה"),
      publicTransport: uiText("לפני התחבורה הציבורית"),
      openingHours: uiText("כותרת שעות הפתיחה בצור קשר"),
    })
    .describe("עמוד הבית: הפתיח, ההרשמה, המאמנים וצור קשר"),
  trialBooking: z
    .strictObject({
      title: uiText("כותרת חלון שיעור הניסיון"),
      price: uiTemplate("המחיר בראש הטופס", "price"),
      name: uiText("שדה השם"),
      email: uiText("שדה האימייל"),
      sport: uiText("שדה סוג האימון"),
      date: uiText("שדה התאריך"),
      submit: uiText("כפתור השליחה"),
      cancel: uiText("כפתור הביטול"),
      callToAction: uiTemplate("הכפתור שפותח את הטופס בעמוד של חוג", "price"),
      thanks: uiText("ההודעה שקופצת אחרי השליחה; אחריה המשפט saved של trialCompletion"),
      nameRequired: uiText("כשלא מולא שם"),
      emailRequired: uiText("כשלא מולא אימייל"),
      emailFormat: uiText("כשהאימייל אינו כתובת"),
      sportInvalid: uiText("כשסוג האימון אינו מהרשימה"),
      dateRequired: uiText("כשלא נבחר תאריך"),
      dateInvalid: uiText("כשהתאריך אינו תאריך"),
      datePast: uiText("כשהתאריך עבר"),
      dateBlocked: uiText("כשהתאריך חסום (booking.json, blockedDates)"),
      classInvalid: uiText("כשהחוג אינו מהרשימה"),
      groupRequired: uiText("כשלא נבחרה קבוצה"),
      classDays: uiTemplate("כשהחוג לא נפגש ביום שנבחר", "days"),
      groupDays: uiTemplate("כשהקבוצה לא נפגשת ביום שנבחר", "days"),
      studioDays: uiTemplate("כשהסטודיו סגור ביום שנבחר", "days"),
    })
    .describe("טופס שיעור הניסיון: השדות, הכפתורים וההודעות"),
  trialCompletion: z
    .strictObject({
      title: uiText("כותרת הצעד שאחרי הטופס"),
      saved: uiText("המשפט שגם ההודעה שקופצת אומרת: הפרטים נשמרו ונשאר עוד צעד כדי לשריין את המקום"),
      intro: uiText("לפני הדרכים לשריין את המקום"),
      name: uiText("השורה של השם"),
      email: uiText("השורה של האימייל"),
      provider: uiText("הקישור להרשמה ולתשלום במערכת ההזמנות"),
      whatsapp: uiText("הקישור לשליחת הפרטים בוואטסאפ"),
      call: uiText("לפני מספר הטלפון"),
      messageHello: uiTemplate("השורה הראשונה בהודעת הוואטסאפ", "name"),
      messageEmail: uiTemplate("שורת האימייל בהודעת הוואטסאפ", "email"),
    })
    .describe("אחרי טופס שיעור הניסיון: איך הפרטים מגיעים לסטודיו"),
  trialOptions: z
    .strictObject({
      heading: uiText("כותרת דרכי ההרשמה בעמוד של חוג, בלי JavaScript"),
      whatsapp: uiText("הקישור לוואטסאפ בדרכי ההרשמה בעמוד של חוג"),
      message: uiText("השורה הראשונה בהודעת הוואטסאפ; אחריה שורת החוג"),
    })
    .describe("שיעור ניסיון מעמוד של חוג כשהטופס לא נפתח: מערכת ההזמנות או וואטסאפ עם שם החוג"),
  loginErrors: z
    .strictObject({
      fallback: uiText("כשההתחברות נכשלה בלי שום הסבר"),
      general: uiText("כשההתחברות נכשלה מסיבה שאין לה משפט משלה"),
      wrongCredentials: uiText("אימייל או סיסמה שגויים (משפט אחד לשניהם, כדי לא לגלות אילו כתובות רשומות)"),
      siteSetup: uiText("כשההתחברות לא מוגדרת באתר"),
      notVerified: uiText("כשלא אומת שהבקשה באה מהאתר"),
      invalidEmail: uiText("כתובת אימייל לא תקינה"),
      userDisabled: uiText("חשבון מושבת"),
      tooManyRequests: uiText("יותר מדי ניסיונות"),
      network: uiText("אין חיבור"),
      weakPassword: uiText("סיסמה שאינה עומדת בדרישות"),
      missingPassword: uiText("לא הוקלדה סיסמה"),
      missingEmail: uiText("לא הוקלד אימייל"),
      internal: uiText("תקלה בשרת"),
      quota: uiText("השרת עמוס"),
      expired: uiText("פג תוקף ההתחברות"),
      multiFactor: uiText("החשבון דורש אימות דו-שלבי"),
      blocked: uiText("ההתחברות לחשבון נחסמה"),
      storage: uiText("הדפדפן חוסם אחסון"),
      noAnswer: uiTemplate("השרת לא ענה בזמן", "seconds"),
      emulator: uiTemplate("למפתחים: האמולטור המקומי לא עונה", "host"),
    })
    .describe("ההודעות כשההתחברות או איפוס הסיסמה לא הצליחו"),
  userArea: z
    .strictObject({
      title: uiText("כותרת העמוד /user-area"),
      lead: uiText("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      noScript: uiText("כשהדפדפן לא מריץ JavaScript"),
      checking: uiText("עד שברור אם התחברתם"),
      signedOutHeading: uiText("הכותרת למי שלא התחבר"),
      signedOut: uiText("ההסבר למי שלא התחבר"),
      signIn: uiText("כפתור ההתחברות"),
      accountHeading: uiText("הכותרת למי שהתחבר"),
      signedInAs: uiText("לפני כתובת האימייל של מי שהתחבר"),
      signOut: uiText("כפתור ההתנתקות"),
      providerHeading: uiText("כותרת מערכת ההזמנות"),
      providerNote: uiTemplate("ההסבר מעל הכניסה למערכת ההזמנות", "provider"),
      providerFrameTitle: uiTemplate("שם דף הכניסה המוטמע, לקוראי מסך", "provider"),
      providerLoading: uiText("עד שדף הכניסה נטען"),
      providerNewTab: uiText("הקישור לדף הכניסה בחלון חדש"),
      help: uiText("הקישור לעזרה בהתחברות"),
    })
    .describe("האיזור האישי: העמוד /user-area והכניסה למערכת ההזמנות (גם בעמוד הבית)"),
  shopPage: z
    .strictObject({
      title: uiText("כותרת החנות"),
      lead: uiText("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      orderOnline: uiText("כפתור ההזמנה, כשיש חנות מקוונת"),
      orderWhatsapp: uiText("כפתור ההזמנה בוואטסאפ"),
      whatsappMessage: uiTemplate("הודעת הוואטסאפ שנכתבת מראש", "product", "price"),
    })
    .describe("החנות, /shop"),
  schedulePage: z
    .strictObject({
      title: uiText("כותרת מערכת השעות"),
      lead: uiText("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
    })
    .describe("עמוד מערכת השעות, /schedule"),
  accessibilityPage: z
    .strictObject({
      title: uiText("כותרת הצהרת הנגישות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: uiText("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      levelHeading: uiText("כותרת רמת הנגישות"),
      level: uiTemplate("לפי איזה תקן ובאיזו רמה הונגש האתר. מילים באותיות לטיניות מסומנות כאנגלית", "brand"),
      doneHeading: uiText("כותרת מה שנעשה באתר"),
      done: z
        .array(uiText("פריט"))
        .min(1, "צריך לכתוב לפחות פריט אחד")
        .describe('מה נעשה באתר, פריט לכל שורה. {skipLink} הוא שם הקישור "דלגו לתוכן" (page.skipLink)'),
      limitsHeading: uiText("כותרת המגבלות והחלופות"),
      limits: uiTemplate("המגבלות, והדרכים האחרות להירשם", "phone", "whatsapp"),
      whatsapp: uiText("הקישור לוואטסאפ בתוך המגבלות"),
      premisesHeading: uiText("כותרת הנגישות של המקום עצמו (site.json, premises)"),
      premisesLead: uiText("המשפט שלפני פרטי הנגישות של המקום"),
      entrance: uiText("לפני הכניסה לסטודיו (premises.entrance)"),
      stepsOrLift: uiText("לפני המדרגות או המעלית (premises.stepsOrLift)"),
      accessibleToilet: uiText("לפני השירותים הנגישים (premises.accessibleToilet)"),
      accessibleParking: uiText("לפני חניית הנכים (premises.accessibleParking)"),
      contactHeading: uiText("כותרת הפנייה בנושא נגישות"),
      contact: uiText("לפני פרטי רכז/ת הנגישות (site.json, accessibility)"),
      phone: uiText("לפני הטלפון"),
      email: uiText("לפני האימייל"),
      answerTime: uiText("תוך כמה זמן עונים"),
      updated: uiText("לפני תאריך העדכון (site.json, accessibility.reviewedOn)"),
    })
    .describe("הצהרת הנגישות, /accessibility"),
  social: z
    .strictObject({
      instagram: uiText("שם הרשת, לקוראי מסך"),
      facebook: uiText("שם הרשת, לקוראי מסך"),
      tiktok: uiText("שם הרשת, לקוראי מסך"),
      youtube: uiText("שם הרשת, לקוראי מסך"),
    })
    .describe("שמות הרשתות החברתיות"),
};

/** Issue 19's sections of content/ui.json: the notices' banner, the events' pages and the owner's /admin page. */
const STUDIO_UI_SECTIONS = {
  notices: z
    .strictObject({
      label: text.describe("שם אזור ההודעות בראש העמוד, לקוראי מסך"),
    })
    .describe("ההודעות בראש כל עמוד (content/notices.json)"),
  events: z
    .strictObject({
      headerLink: text.describe("הקישור לעמוד האירועים בכותרת האתר (מופיע רק כשיש אירוע קרוב)"),
      title: text.describe("כותרת עמוד האירועים, /events"),
      lead: text.describe("המשפט שמתחת לכותרת, וגם התיאור למנועי חיפוש"),
      none: text.describe("מה שכתוב בעמוד האירועים כשאין אירוע קרוב"),
      homeHeading: text.describe("כותרת האירוע הבא בעמוד הבית"),
      allEvents: text.describe("הקישור לעמוד האירועים"),
      details: text.describe("הקישור מאירוע ברשימה לדף שלו"),
      dateLabel: text.describe("התווית של התאריך"),
      timeLabel: text.describe("התווית של השעות"),
      agesLabel: text.describe("התווית של הגילאים"),
      priceLabel: text.describe("התווית של המחיר"),
      agesRange: uiTemplate("גילאים מ- עד", "min", "max"),
      agesFrom: uiTemplate("גילאים מגיל מסוים ומעלה", "min"),
      agesUpTo: uiTemplate("גילאים עד גיל מסוים", "max"),
      price: uiTemplate("המחיר", "amount"),
      register: text.describe("כפתור ההרשמה במערכת ההזמנות (נפתח בחלון חדש)"),
      registerWhatsapp: text.describe("כפתור ההרשמה בוואטסאפ, כשלאירוע אין כתובת הרשמה"),
      whatsappMessage: uiTemplate("ההודעה שנכתבת מראש בוואטסאפ", "event", "date"),
      newWindow: text.describe("מה שקורא המסך מוסיף לקישור שנפתח בחלון חדש"),
    })
    .describe("האירועים: העמוד /events, הדף של כל אירוע והאירוע הבא בעמוד הבית"),
  admin: z
    .strictObject({
      title: text.describe("כותרת עמוד הניהול, /admin"),
      lead: text.describe("המשפט שמתחת לכותרת"),
      checking: text.describe("מה שכתוב בזמן שהאתר בודק אם התחברתם"),
      signedOut: text.describe("מה שכתוב למי שלא התחבר"),
      signIn: text.describe("כפתור ההתחברות"),
      noAccessTitle: text.describe("הכותרת למי שהתחבר בחשבון שאינו ברשימת המנהלים"),
      noAccess: text.describe("ההסבר למי שהתחבר בחשבון שאינו ברשימת המנהלים"),
      noticesHeading: text.describe("כותרת ההודעות שבאתר עכשיו"),
      noticeUntil: uiTemplate("עד מתי הודעה מופיעה", "date"),
      noticeEverywhere: text.describe("הודעה שמופיעה בכל העמודים"),
      noticePages: uiTemplate("באילו עמודים הודעה מופיעה", "pages"),
      noNotices: text.describe("כשאין הודעה באתר"),
      eventsHeading: text.describe("כותרת האירועים הקרובים"),
      noEvents: text.describe("כשאין אירוע קרוב"),
      blockedHeading: text.describe("כותרת התאריכים החסומים הבאים לשיעורי ניסיון"),
      noBlocked: text.describe("כשאין תאריך חסום מהיום והלאה"),
      pausedHeading: text.describe("כותרת החוגים המושהים"),
      noPaused: text.describe("כשאין חוג מושהה"),
      filesHeading: text.describe("כותרת קישורי העריכה של קובצי התוכן"),
      filesLead: text.describe("ההסבר מעל קישורי העריכה"),
      noRepository: text.describe("ההסבר כשלא נכתבה כתובת מאגר ב-site.json (אז אין קישורי עריכה)"),
      editFile: uiTemplate("קישור העריכה של קובץ ב-GitHub", "file"),
      editInForm: uiTemplate("קישור העריכה של קובץ בטופס של עורך התוכן (/admin/content)", "file"),
      buildHeading: text.describe("כותרת פרטי הגרסה שבאוויר"),
      builtAt: uiTemplate("מתי ומאיזה commit נבנה האתר", "time", "commit"),
      buildDate: uiTemplate("לפי איזה תאריך נבחרו ההודעות והאירועים", "date"),
      technicalHeading: text.describe("כותרת הפרטים הטכניים (רק בסביבת הפיתוח)"),
      securityNote: text.describe("ההערה על כללי האבטחה (רק בסביבת הפיתוח)"),
      servicesHeading: text.describe("כותרת טבלת השירותים וההגדרות (רק בסביבת הפיתוח)"),
      service: text.describe("עמודת השירות בטבלה"),
      serviceValue: text.describe("עמודת הערך בטבלה"),
      serviceState: text.describe("עמודת המצב בטבלה"),
      serviceConfigured: text.describe("מצב של שירות שהוגדר"),
      serviceSample: text.describe("מצב של שירות שעדיין מחזיק ערך לדוגמה"),
      serviceMissing: text.describe("מצב של שירות שלא הוגדר"),
    })
    .describe("עמוד הניהול, /admin, למנהלי הסטודיו"),
};

/**
 * The site's own words (content/ui.json): every fixed text of the interface, so the studio can reword any of them.
 * One section per part of the site; a section reaches the components whole (graphqlFields in content-files.ts).
 */
export const uiSchema = z.strictObject({
  menus: z
    .strictObject({
      kids: uiText("שם התפריט של חוגי הילדים (בכותרת האתר ובעמוד הבית)"),
      adults: uiText("שם התפריט של חוגי המבוגרים"),
      courses: uiText("שם התפריט של הקורסים"),
      open: uiText("שם הקישור לאימון הפתוח, וכותרת הקבוצה בדף שלו"),
    })
    .describe("שמות קבוצות החוגים בתפריטים"),
  header: z
    .strictObject({
      menuToggle: uiText("מה קורא קורא המסך על כפתור התפריט בטלפון"),
      navigation: uiText("שם איזור הניווט הראשי, לקוראי מסך"),
      schedule: uiText("הקישור למערכת השעות"),
      faq: uiText("הקישור לשאלות הנפוצות"),
      shop: uiText("הקישור לחנות"),
      userArea: uiText("הקישור לאיזור האישי"),
      admin: uiText("הקישור לפאנל הניהול (רק למנהלים)"),
      studio: uiText("הקישור לאיזור הסטודיו בעמוד הבית"),
      coaches: uiText("הקישור לאיזור המאמנים בעמוד הבית"),
      contact: uiText("הקישור לאיזור יצירת הקשר בעמוד הבית"),
    })
    .describe("כותרת האתר ותפריט הניווט"),
  notFound: z
    .strictObject({
      title: uiText("כותרת העמוד שמוצג כשהכתובת לא קיימת (גם בלשונית הדפדפן)"),
      lead: uiText("המשפט שמתחת לכותרת, לפני רשימת הקישורים"),
      home: uiText("הקישור חזרה לעמוד הבית"),
      classesHeading: uiText("הכותרת של רשימת החוגים והקורסים"),
    })
    .describe("עמוד 404: כתובת שאינה קיימת באתר"),
  ...PARENT_UI_SECTIONS,
  login: z
    .strictObject({
      title: uiText('כותרת חלון ההתחברות (הכפתור "התחברות" בראש האתר פותח אותו)'),
      siteNote: uiText("ההסבר בראש החלון: זו הכניסה לחשבון באתר, לא לאיזור האישי שבמערכת ההזמנות"),
      emailLabel: uiText("התווית של שדה האימייל"),
      emailPlaceholder: uiText("הטקסט האפור בתוך שדה האימייל הריק"),
      passwordLabel: uiText("התווית של שדה הסיסמה"),
      passwordPlaceholder: uiText("הטקסט האפור בתוך שדה הסיסמה הריק"),
      submit: uiText("כפתור הכניסה"),
      pending: uiText("כפתור הכניסה בזמן שהבקשה נשלחת"),
      success: uiText("ההודעה שקופצת אחרי כניסה מוצלחת"),
    })
    .describe("חלון ההתחברות לחשבון באתר"),
  coachCard: z
    .strictObject({
      videoLoading: uiText("מה שכתוב על כרטיס מאמן עד שהסרטון שלו נטען"),
    })
    .describe("כרטיסי המאמנים בעמוד הבית"),
  account: z
    .strictObject({
      forgotPassword: uiText("הכפתור בחלון ההתחברות שפותח את איפוס הסיסמה"),
      resetTitle: uiText("כותרת טופס איפוס הסיסמה"),
      resetIntro: uiText("ההסבר בראש טופס איפוס הסיסמה"),
      resetEmail: uiText("התווית של שדה האימייל בטופס האיפוס"),
      resetSubmit: uiText("כפתור השליחה של טופס האיפוס"),
      resetPending: uiText("כפתור השליחה בזמן שהבקשה נשלחת"),
      resetSent: uiText(
        "ההודעה אחרי בקשת איפוס. היא זהה אם יש חשבון עם הכתובת ואם אין, כדי שאיש לא יוכל לברר אילו כתובות רשומות",
      ),
      backToLogin: uiText("הכפתור שחוזר מטופס האיפוס לטופס ההתחברות"),
    })
    .describe("איפוס סיסמה בחלון ההתחברות"),
  recovery: z
    .strictObject({
      chunkFailed: uiText("ההודעה כשחלק מהאתר לא נטען גם אחרי טעינה מחדש של הדף"),
      reload: uiText("הכפתור שטוען את הדף מחדש"),
    })
    .describe("כשחלק מהאתר לא נטען"),
  pausedClass: z
    .strictObject({
      heading: uiText('הכותרת בעמוד של חוג מושהה ("status": "paused"), במקום כפתור שיעור הניסיון'),
      text: uiText("ההסבר מתחת לכותרת: החוג לא מתקיים עכשיו, ומה אפשר לעשות"),
      similarHeading: uiText("הכותרת של החוגים הדומים שמתקיימים עכשיו"),
      scheduleLink: uiText("הקישור למערכת השעות של כל החוגים שמתקיימים"),
    })
    .describe("עמוד של חוג מושהה: החוג לא מתקיים עכשיו"),
  joinClass: z
    .strictObject({
      heading: uiText('הכותרת בעמוד של חוג בלי שיעור ניסיון ("trial": false), במקום כפתור שיעור הניסיון'),
      text: uiText("מה כתוב מתחת לכותרת כשלחוג אין howToJoin משלו"),
      whatsapp: uiText("הקישור לוואטסאפ"),
      whatsappMessage: uiTemplate("ההודעה שנכתבת מראש בוואטסאפ", "class"),
      call: uiText("לפני הטלפון"),
      barLink: uiText("הכפתור בסרגל שבתחתית המסך בטלפון, שמוביל להסבר איך מצטרפים"),
    })
    .describe('עמוד של חוג בלי שיעור ניסיון ("trial": false): איך מצטרפים אליו'),
  ...INTERFACE_UI_SECTIONS,
  ...STUDIO_UI_SECTIONS,
});

// Issue 18: the pages a parent and the law expect (/faq, /privacy) and the testimonials, written by the studio.

/** A link from studio-written text: a page of the site ("/schedule") or an https:// address. */
const textLink = z
  .strictObject({
    label: text.describe("טקסט הקישור"),
    href: z
      .string()
      .regex(/^(?:\/(?!\/)\S*|https:\/\/\S+)$/, "צריך להיות עמוד באתר כמו /schedule, או כתובת שמתחילה ב־https://")
      .describe("לאן: עמוד באתר כמו /schedule, או כתובת https"),
  })
  .meta({ id: "TextLink", description: "קישור מתוך הטקסט" });

const FACTS_NOTE = "אפשר לכתוב {price}, {phone}, {email}, {address}, {parking}, {publicTransport}, {brand}";

export const faqSchema = z.strictObject({
  slug: slug.describe("מזהה השאלה, וגם הכתובת שלה בעמוד: /faq#{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
  question: text.describe("השאלה, כפי שהורים ומתאמנים שואלים אותה"),
  answer: paragraphs("פסקה אחת").describe(`התשובה: פסקה לכל שורה. ${FACTS_NOTE} במקום לכתוב אותם שוב`),
  links: z.array(textLink).optional().describe("קישורים בסוף התשובה (לא חובה)"),
});

export const privacySchema = z.strictObject({
  updatedOn: isoDate.describe("התאריך שבו עודכנה ההודעה לאחרונה, בכתיב YYYY-MM-DD"),
  intro: paragraphs("פסקה אחת").describe("פתיחה: מי אחראי על המידע ועל מה ההודעה חלה"),
  sections: z
    .array(
      z
        .strictObject({
          slug: slug.describe("מזהה הפרק, וגם הכתובת שלו בעמוד: /privacy#{slug}"),
          heading: text.describe("כותרת הפרק"),
          paragraphs: paragraphs("פסקה אחת").describe(
            `הפסקאות. ${FACTS_NOTE}, {bookingProvider} ו-{bookingProviderSite}`,
          ),
          items: z.array(text).optional().describe("רשימת פריטים אחרי הפסקאות (לא חובה)"),
        })
        .meta({ id: "PrivacySection", description: "פרק בהודעת הפרטיות" }),
    )
    .min(1, "צריך לפחות פרק אחד")
    .describe("פרקי ההודעה, לפי הסדר"),
});

export const testimonialSchema = z.strictObject({
  quote: text.describe("מה נאמר, במילים של מי שאמר (בלי מירכאות)"),
  who: text.describe("מי אמר, כפי שהסכים שיופיע, למשל: אמא של נועה, 9"),
  class: slug.describe("החוג שעליו נאמר: ה־slug שלו מתוך classes.json"),
});

// Issue 19: what the studio changes most, as content: dated notices and dated events.

/** A page of the site as the route list writes it: "/", "/schedule", "/classes/tissu". */
const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "צריך להיות עמוד באתר, למשל / או /schedule")
  .describe("עמוד באתר: / לעמוד הבית, או למשל /schedule או /classes/tissu");

export const noticeSchema = z.strictObject({
  text: text.describe("ההודעה, משפט או שניים, למשל: השיעורים ביום שישי מבוטלים בגלל החג"),
  until: isoDate.describe("היום האחרון שבו ההודעה מופיעה (כולל), בכתיב YYYY-MM-DD; למחרת היא יורדת מהאתר מעצמה"),
  link: textLink.optional().describe("קישור בסוף ההודעה: label (הטקסט) ו-href (עמוד באתר או כתובת https) (לא חובה)"),
  pages: z
    .array(sitePath)
    .min(1, "צריך לכתוב לפחות עמוד אחד, או למחוק את pages כדי שההודעה תופיע בכל העמודים")
    .optional()
    .describe("באילו עמודים ההודעה מופיעה; בלי pages היא מופיעה בכל עמוד (לא חובה)"),
});

export const eventSchema = z
  .strictObject({
    slug: slug.describe("כתובת הדף: /events/{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
    title: text.describe("שם האירוע, למשל: סדנת עמידת ידיים"),
    date: isoDate.describe("תאריך האירוע (היום הראשון שלו), בכתיב YYYY-MM-DD; אחרי שעבר הוא יורד מהאתר מעצמו"),
    endDate: isoDate.optional().describe("היום האחרון, לאירוע של כמה ימים כמו מחנה, בכתיב YYYY-MM-DD (לא חובה)"),
    start: time.describe("שעת התחלה בכתיב HH:MM"),
    end: time.describe("שעת סיום בכתיב HH:MM, אחרי שעת ההתחלה"),
    summary: text.describe("משפט אחד על האירוע, ברשימת האירועים ובעמוד הבית"),
    description: paragraphs("paragraph").describe("תיאור האירוע: פסקה לכל שורה"),
    minAge: age.optional().describe("הגיל הצעיר ביותר, בשנים שלמות (לא חובה)"),
    maxAge: age.optional().describe("הגיל המבוגר ביותר, בשנים שלמות; בלי maxAge: מגיל minAge ומעלה (לא חובה)"),
    priceILS: shekels.optional().describe("המחיר בשקלים, מספר שלם (לא חובה; בלי מחיר לא נכתב מחיר)"),
    registerUrl: httpsUrl
      .optional()
      .describe("כתובת ההרשמה במערכת ההזמנות (https); בלי כתובת, ההרשמה בוואטסאפ עם שם האירוע (לא חובה)"),
    image: mediaFile.optional().describe("תמונת האירוע, קובץ בתיקייה static/images/events (לא חובה)"),
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
  .refine((event) => !event.image || event.imageAlt, {
    message: "חסר תיאור לתמונה שב-image: כתבו מה רואים בה",
    path: ["imageAlt"],
  });
