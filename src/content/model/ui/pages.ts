import { z } from "zod";
import { pageLead, text, uiTemplate, uiText } from "../fields";

/** The words of the home page and of the pages of their own: /faq, /privacy, /terms, /shop, /accessibility, /events. */
export const PAGE_TEXTS = {
  home: z
    .strictObject({
      heroLabel: uiText("שם הפתיח בראש עמוד הבית, לקוראי מסך"),
      heroCta: uiText("הכפתור בפתיח"),
      pauseHero: uiText("כפתור עצירת סרטון הרקע, לקוראי מסך"),
      playHero: uiText("כפתור הפעלת סרטון הרקע, לקוראי מסך"),
      trialToggle: uiText("הכפתור שפותח את ההרשמה לשיעור ניסיון"),
      trialClose: uiText("כפתור הסגירה של ההרשמה"),
      trialTitle: uiTemplate('כותרת ההרשמה, עם מחיר שיעור הניסיון במספר בלבד, בלי ש"ח', "amount"),
      trialFrameTitle: uiText("שם הטופס המוטמע, לקוראי מסך"),
      trialFrameLoading: uiText("עד שהטופס נטען"),
      trialFrameNewTab: uiText("הקישור לטופס בחלון חדש"),
      trialWhatsapp: uiText("הודעת הוואטסאפ שנכתבת מראש ליד טופס ההרשמה"),
      trialProviderWhy: uiText(
        "מתחת לטופס ההרשמה של מערכת ההזמנות: לאן מגיעים הפרטים שממלאים בו, לפני הקישור להודעת הפרטיות",
      ),
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
  faqPage: z
    .strictObject({
      title: text.describe("כותרת עמוד השאלות הנפוצות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: pageLead,
      moreQuestions: text.describe("המשפט בסוף העמוד, למי שלא מצא תשובה"),
    })
    .describe("עמוד השאלות הנפוצות"),
  privacyPage: z
    .strictObject({
      title: text.describe("כותרת עמוד מדיניות הפרטיות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: pageLead,
      updated: text.describe("לפני תאריך העדכון בסוף העמוד"),
    })
    .describe("עמוד מדיניות הפרטיות"),
  termsPage: z
    .strictObject({
      title: text.describe("כותרת עמוד התקנון (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: pageLead,
      updated: text.describe("לפני תאריך העדכון בסוף העמוד"),
      link: text.describe("הקישור לתקנון ליד כל מחיר, בחנות ובצעד האחרון של שיעור הניסיון"),
      shop: text.describe("בחנות, לפני הקישור לתקנון"),
    })
    .describe("עמוד התקנון ותנאי הביטול"),
  shopPage: z
    .strictObject({
      title: uiText("כותרת החנות"),
      lead: pageLead,
      orderOnline: uiText("כפתור ההזמנה, כשיש חנות מקוונת"),
      orderWhatsapp: uiText("כפתור ההזמנה בוואטסאפ"),
      whatsappMessage: uiTemplate("הודעת הוואטסאפ שנכתבת מראש", "product", "price"),
    })
    .describe("החנות"),
  accessibilityPage: z
    .strictObject({
      title: uiText("כותרת הצהרת הנגישות (גם בלשונית הדפדפן ובקישור בתחתית כל עמוד)"),
      lead: pageLead,
      levelHeading: uiText("כותרת רמת הנגישות"),
      level: uiTemplate("לפי איזה תקן ובאיזו רמה הונגש האתר (מילים באותיות אנגליות מוקראות באנגלית)", "brand"),
      doneHeading: uiText("כותרת מה שנעשה באתר"),
      done: z
        .array(uiText("פריט"))
        .min(1, "צריך לכתוב לפחות פריט אחד")
        .describe('מה נעשה באתר, פריט לכל שורה. {skipLink} מתחלף באתר בשם הקישור "דלגו לתוכן": משאירים אותו כמו שהוא'),
      limitsHeading: uiText("כותרת המגבלות והחלופות"),
      limits: uiTemplate("המגבלות, והדרכים האחרות להירשם", "phone", "whatsapp"),
      whatsapp: uiText("הקישור לוואטסאפ בתוך המגבלות"),
      premisesHeading: uiText("כותרת הנגישות של המקום עצמו"),
      premisesLead: uiText("המשפט שלפני פרטי הנגישות של המקום"),
      entrance: uiText("לפני הכניסה לסטודיו"),
      stepsOrLift: uiText("לפני המדרגות או המעלית"),
      accessibleToilet: uiText("לפני השירותים הנגישים"),
      accessibleParking: uiText("לפני חניית הנכים"),
      serviceArrangements: uiText("לפני הסדרי השירות בסטודיו"),
      contactHeading: uiText("כותרת הפנייה בנושא נגישות"),
      contact: uiText("לפני פרטי רכז/ת הנגישות"),
      phone: uiText("לפני הטלפון"),
      email: uiText("לפני האימייל"),
      answerTime: uiText("תוך כמה זמן עונים"),
      updated: uiText("לפני תאריך העדכון"),
    })
    .describe("הצהרת הנגישות"),
  events: z
    .strictObject({
      headerLink: text.describe("הקישור לעמוד האירועים בכותרת האתר (מופיע רק כשיש אירוע קרוב)"),
      title: text.describe("כותרת עמוד האירועים"),
      lead: pageLead,
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
    .describe("האירועים: עמוד האירועים, הדף של כל אירוע והאירוע הבא בעמוד הבית"),
};
