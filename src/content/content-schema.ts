/**
 * The shape of every file in content/, as editors write it: the one definition from which the build's check, the
 * JSON Schemas in content/schemas/ (editors' completion) and the GraphQL types (graphql-types.ts) are made.
 * `.describe()` texts are what editors see while typing, so they are in Hebrew; the error messages are the check's.
 * A nested object needs a `meta({ id })`: it is its GraphQL type's name.
 */
import { z } from "zod";
import { CLASS_GROUPS, PRICE_PERIODS, SPORT_IDS, WEEKDAYS } from "./fixed-lists";

const text = z.string().regex(/\S/, "must not be empty");
const paragraphs = (what: string) => z.array(text).min(1, `must have at least one ${what}`);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug: lower-case latin letters, digits and dashes");
/** The pattern is repeated as metadata because JSON Schema's "uri" format does not say which protocol. */
const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: "must be an https:// address" })
  .meta({ pattern: "^https://" });
const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, "must be a time written HH:MM (24 hours)");
/** International form, as WhatsApp and tel: links need it: a plus sign and 8 to 15 digits. */
const phone = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, digits only, e.g. +972501234567");
const email = z.email({ error: "must be an e-mail address" });
/** A media file name, looked up in the bucket or in the file's media folder (content-files.ts). */
const mediaFile = z
  .string()
  .regex(
    /^[\w.-]+\.(?:jpe?g|png|webp|avif|mp4|webm)$/,
    "must be a file name such as foam-pit.jpg (jpg, png, webp, avif, mp4 or webm; no folder)",
  )
  .meta({ id: "MediaFile", description: "שם קובץ בלבד, בלי תיקייה, למשל foam-pit.jpg" });
const shekels = z.number().int("must be a whole number of shekels").positive("must be more than 0");
const storageBucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]+[a-z0-9]$/,
    "must be the bucket's name, such as motionlab.firebasestorage.app, without http:// or https://",
  );
const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });
const sportId = oneOf(SPORT_IDS);

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
    message: "must close after it opens",
    path: ["closes"],
  })
  .meta({ id: "OpeningHours", description: "שעות הפתיחה ביום אחד" });

export const siteSchema = z.strictObject({
  brand: text.describe("שם הסטודיו, כפי שהוא מופיע באתר"),
  siteUrl: httpsUrl.describe("הכתובת הראשית של האתר, למשל https://www.motionlab.example"),
  title: text.describe("כותרת דף הבית (בלשונית הדפדפן ובתוצאות החיפוש)"),
  description: text.describe("תיאור דף הבית למנועי חיפוש: משפט או שניים"),
  phone: phone.describe("טלפון הסטודיו בצורה בין־לאומית, ספרות בלבד: +972501234567"),
  email: email.describe("כתובת הדוא״ל של הסטודיו"),
  address: z
    .strictObject({
      street: text.describe("רחוב ומספר"),
      city: text.describe("עיר"),
      postalCode: text.optional().describe("מיקוד (לא חובה)"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be a two-letter country code such as IL")
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
    .min(1, "must list at least one day the studio is open")
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
    .min(1, "must list at least one address")
    .describe("כתובות הדוא״ל של מי שרואה את פאנל הניהול"),
  bookingProvider: z
    .strictObject({
      name: text.describe("שם מערכת ההזמנות"),
      trialFormUrl: httpsUrl.describe("כתובת טופס שיעור הניסיון במערכת ההזמנות (https)"),
      loginUrl: httpsUrl.describe("כתובת הכניסה לאיזור האישי במערכת ההזמנות (https)"),
      shopUrl: httpsUrl.optional().describe("כתובת החנות המקוונת במערכת ההזמנות (https, לא חובה)"),
    })
    .meta({ id: "BookingProvider", description: "מערכת ההזמנות החיצונית" }),
  storageBucket: storageBucket
    .optional()
    .describe("שם הדלי (bucket) של Firebase Storage שממנו נטענים התמונות והסרטונים (לא חובה)"),
  repositoryUrl: httpsUrl.optional().describe("כתובת מאגר הקוד, לקישורי העריכה בפאנל הניהול (לא חובה)"),
  accessibility: z
    .strictObject({
      coordinator: text.describe("שם רכז/ת הנגישות"),
      phone: phone.describe("טלפון רכז/ת הנגישות בצורה בין־לאומית: +972501234567"),
      email: email.describe("דוא״ל רכז/ת הנגישות"),
      reviewedOn: isoDate.describe("התאריך שבו נבדקה הצהרת הנגישות לאחרונה, בכתיב YYYY-MM-DD"),
    })
    .meta({ id: "AccessibilityContact", description: "פרטי הקשר להצהרת הנגישות" }),
});

const scheduleSlot = z
  .strictObject({
    day: weekday,
    start: time.describe("שעת התחלה בכתיב HH:MM, למשל 16:30"),
    end: time.describe("שעת סיום בכתיב HH:MM, אחרי שעת ההתחלה"),
    group: text.optional().describe("קבוצה באותו שיעור, למשל גילאי 6–9 (לא חובה)"),
  })
  // Compared only once both are times: a mistake in one of them is reported once, as itself.
  .refine((slot) => !TIME.test(slot.start) || !TIME.test(slot.end) || slot.start < slot.end, {
    message: "must end after it starts",
    path: ["end"],
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
    description: paragraphs("paragraph").describe("תיאור החוג: פסקה לכל שורה ברשימה"),
    audience: text.describe("למי החוג מתאים"),
    level: text.optional().describe("רמה (לא חובה)"),
    sessionOutline: paragraphs("part of a session").describe("מבנה אימון: חלק לכל שורה"),
    schedule: z.array(scheduleSlot).min(1, "must have at least one weekly session").describe("המפגשים השבועיים"),
    price: z
      .strictObject({
        amountILS: shekels.describe("המחיר בשקלים, מספר שלם"),
        period: oneOf(PRICE_PERIODS).meta({
          id: "PricePeriod",
          description: "על מה המחיר: month (לחודש), course (לקורס), session (לאימון), card (לכרטיסייה)",
        }),
        note: text.optional().describe("הערה למחיר (לא חובה)"),
      })
      .meta({ id: "Price" })
      .optional()
      .describe("מחיר (לא חובה)"),
    courseLength: text.optional().describe("משך הקורס, למשל 8 מפגשים (לא חובה)"),
    coaches: z
      .array(slug)
      .min(1, "must name at least one coach")
      .describe("המאמנים: ה־slug של כל מאמן מתוך coaches.json"),
    bring: paragraphs("thing to bring").describe("מה להביא: פריט לכל שורה"),
    sport: sportId.optional().describe("סוג האימון שנבחר בטופס שיעור הניסיון; אחד מהענפים ב־booking.json (לא חובה)"),
    image: mediaFile.optional().describe("תמונת החוג, קובץ בתיקייה static/images/classes (לא חובה)"),
    imageAlt: text.optional().describe("מה רואים בתמונה, לקוראי מסך (חובה כשיש תמונה)"),
  })
  .refine((entry) => !entry.image || entry.imageAlt, {
    message: "must describe the picture named in image (what it shows)",
    path: ["imageAlt"],
  });

export const coachSchema = z.strictObject({
  slug: slug.describe("כתובת הדף: /coaches/{slug}. אותיות לטיניות קטנות, ספרות ומקפים"),
  name: text.describe("שם המאמן/ת"),
  shortDescription: text.describe("תיאור קצר (שתי שורות) שמופיע במעבר עכבר"),
  fullBio: paragraphs("paragraph").describe("הביוגרפיה המלאה: פסקה לכל שורה"),
  video: mediaFile.describe("הסרטון, קובץ בתיקייה static/videos/coaches"),
  poster: mediaFile.describe("תמונת הפתיחה של הסרטון, קובץ בתיקייה static/videos/coaches"),
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
          id: sportId.describe(`מזהה הענף, אחד מאלה: ${SPORT_IDS.join(", ")}`),
          label: text.describe("שם הענף בעברית, כפי שהוא מופיע בטופס"),
        })
        .meta({ id: "Sport", description: "ענף בטופס שיעור הניסיון" }),
    )
    .min(1, "must offer at least one sport")
    .describe("הענפים בטופס שיעור הניסיון, לפי הסדר"),
  defaultSport: sportId.describe("הענף שנבחר מראש בטופס; אחד מהענפים ברשימה"),
});

export const homeSchema = z.strictObject({
  heroTagline: text.describe("המשפט על הסרטון בראש דף הבית"),
  heroVideo: z
    .strictObject({
      mp4: mediaFile.describe("הסרטון בפורמט mp4, קובץ בתיקייה static/videos"),
      webm: mediaFile.describe("הסרטון בפורמט webm, קובץ בתיקייה static/videos"),
    })
    .meta({ id: "HeroVideo", description: "סרטון הפתיחה" }),
  aboutHeading: text
    .regex(/\{brand\}/, "must say {brand} where the studio's name (content/site.json) goes")
    .describe("כותרת האודות; {brand} מסמן איפה ייכתב שם הסטודיו"),
  aboutParagraphs: z.array(text).length(2, "must have exactly two paragraphs").describe("שתי פסקאות האודות"),
  trialNote: text
    .regex(/\{price\}/, "must say {price} where the try-out price (content/booking.json) goes")
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
  description: text.describe("תיאור המוצר"),
  image: mediaFile.describe("התמונה, קובץ בתיקייה static/images/shop"),
  imageAlt: text.describe("מה רואים בתמונה, לקוראי מסך"),
});

/** An interface text: a label, a sentence or a message that the site shows or speaks (aria-label, alert). */
const uiText = (where: string) => text.describe(where);

/**
 * The site's own words (content/ui.json): every fixed text of the interface, so the studio can reword any of them.
 * One section per part of the site; a section reaches the components whole (graphqlFields in content-files.ts).
 */
export const uiSchema = z.strictObject({
  menus: z
    .strictObject({
      kids: uiText("שם התפריט של חוגי הילדים (בכותרת האתר ובדף הבית)"),
      adults: uiText("שם התפריט של חוגי המבוגרים"),
      courses: uiText("שם התפריט של הקורסים"),
      open: uiText("שם הקישור לאימון הפתוח, וכותרת הקבוצה בדף שלו"),
    })
    .describe("שמות קבוצות החוגים בתפריטים"),
  header: z
    .strictObject({
      menuToggle: uiText("מה קורא קורא המסך על כפתור התפריט בטלפון"),
      navigation: uiText("שם איזור הניווט הראשי, לקוראי מסך"),
      shop: uiText("הקישור לחנות"),
      userArea: uiText("הקישור לאיזור האישי"),
      admin: uiText("הקישור לפאנל הניהול (רק למנהלים)"),
      studio: uiText("הקישור לאיזור הסטודיו בדף הבית"),
      coaches: uiText("הקישור לאיזור המאמנים בדף הבית"),
      contact: uiText("הקישור לאיזור יצירת הקשר בדף הבית"),
    })
    .describe("כותרת האתר ותפריט הניווט"),
  notFound: z
    .strictObject({
      title: uiText("כותרת העמוד שמוצג כשהכתובת לא קיימת (גם בלשונית הדפדפן)"),
      lead: uiText("המשפט שמתחת לכותרת, לפני רשימת הקישורים"),
      home: uiText("הקישור חזרה לדף הבית"),
      classesHeading: uiText("הכותרת של רשימת החוגים והקורסים"),
    })
    .describe("עמוד 404: כתובת שאינה קיימת באתר"),
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
});
