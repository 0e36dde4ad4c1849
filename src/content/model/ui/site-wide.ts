import { z } from "zod";
import { text, uiTemplate, uiText } from "../fields";

/** The words every page shares: the header and its menus, the footer, the phone's contact bar, the notices' banner, the embedded forms' alternatives and the error pages. */
export const SITE_WIDE_TEXTS = {
  page: z
    .strictObject({
      skipLink: uiText("הקישור הראשון בכל עמוד, למקלדת ולקוראי מסך: מדלג על התפריטים"),
      close: uiText("כפתור הסגירה (×) של כל חלון קופץ, לקוראי מסך"),
      newTab: uiText("נכתב אחרי קישור שנפתח בחלון חדש"),
      health: uiText('לפני ההסבר איך חותמים על הצהרת הבריאות: בשיעור הניסיון, ב"מה להביא" ובשאלות הנפוצות'),
      scrollHint: uiText("מעל שורת כרטיסים שגוללים הצידה בטלפון (הסטודיו, המאמנים)"),
    })
    .describe("מילים שחוזרות בכל האתר"),
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
  menus: z
    .strictObject({
      kids: uiText("שם התפריט של חוגי הילדים (בכותרת האתר ובעמוד הבית)"),
      adults: uiText("שם התפריט של חוגי המבוגרים"),
      courses: uiText("שם התפריט של הקורסים"),
      open: uiText("שם הקישור לאימון הפתוח, וכותרת הקבוצה בדף שלו"),
    })
    .describe("שמות קבוצות החוגים בתפריטים"),
  accountMenu: z
    .strictObject({
      signIn: uiText("הכפתור בכותרת האתר שפותח את חלון ההתחברות"),
      myAccount: uiText("התפריט בכותרת האתר אחרי ההתחברות"),
      userArea: uiText("הקישור לאיזור האישי בתפריט החשבון"),
      signOut: uiText("כפתור ההתנתקות"),
      signOutFailed: uiText("ההודעה כשההתנתקות לא הצליחה"),
    })
    .describe("תפריט החשבון בכותרת האתר"),
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
      business: uiTemplate("מי מפעיל את הסטודיו, מתחת לזכויות היוצרים", "brand", "legalName", "number", "address"),
    })
    .describe("תחתית העמוד: כתובת, שעות פתיחה, רשתות ומי מפעיל את הסטודיו"),
  social: z
    .strictObject({
      instagram: uiText("שם הרשת, לקוראי מסך"),
      facebook: uiText("שם הרשת, לקוראי מסך"),
      tiktok: uiText("שם הרשת, לקוראי מסך"),
      youtube: uiText("שם הרשת, לקוראי מסך"),
    })
    .describe("שמות הרשתות החברתיות"),
  contactBar: z
    .strictObject({
      label: text.describe("שם הסרגל בתחתית המסך בטלפון, לקוראי מסך"),
      call: text.describe("כפתור ההתקשרות"),
      whatsapp: text.describe("כפתור הוואטסאפ"),
      trial: text.describe("כפתור שיעור הניסיון"),
    })
    .describe("הסרגל בתחתית המסך בטלפון: טלפון, וואטסאפ ושיעור ניסיון"),
  notices: z
    .strictObject({
      label: text.describe("שם איזור ההודעות בראש העמוד, לקוראי מסך"),
    })
    .describe("ההודעות בראש כל עמוד"),
  frames: z
    .strictObject({
      notSeeing: uiText("לפני הדרכים האחרות, מתחת לטופס מוטמע"),
      whatsapp: uiText("הקישור לוואטסאפ ליד טופס מוטמע"),
      call: uiText("לפני מספר הטלפון, כשהטופס לא נטען"),
      phone: uiText("לפני מספר הטלפון, מתחת לטופס"),
      failed: uiText("ההודעה כשטופס של מערכת ההזמנות לא נטען"),
    })
    .describe("טפסים של מערכת ההזמנות שמוטמעים באתר, והדרכים האחרות לידם"),
  recovery: z
    .strictObject({
      chunkFailed: uiText("ההודעה כשחלק מהאתר לא נטען גם אחרי טעינה מחדש של הדף"),
      reload: uiText("הכפתור שטוען את הדף מחדש"),
    })
    .describe("כשחלק מהאתר לא נטען"),
  notFound: z
    .strictObject({
      title: uiText("כותרת העמוד שמוצג כשהכתובת לא קיימת (גם בלשונית הדפדפן)"),
      lead: uiText("המשפט שמתחת לכותרת, לפני רשימת הקישורים"),
      home: uiText("הקישור חזרה לעמוד הבית"),
      classesHeading: uiText("הכותרת של רשימת החוגים והקורסים"),
    })
    .describe("עמוד 404: כתובת שאינה קיימת באתר"),
};
