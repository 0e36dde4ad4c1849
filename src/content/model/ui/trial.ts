import { z } from "zod";
import { text, uiTemplate, uiText } from "../fields";

/** The words of booking a try-out: the local form, what follows it, and the ways to book without it. */
export const TRIAL_TEXTS = {
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
      why: uiText("בטופס: למה מבקשים את הפרטים; אחריו הקישור למדיניות הפרטיות"),
      thanks: uiText("ההודעה שקופצת אחרי השליחה; אחריה המשפט על מה שנשמר, מסיום ההרשמה"),
      nameRequired: uiText("כשלא מולא שם"),
      emailRequired: uiText("כשלא מולא אימייל"),
      emailFormat: uiText("כשהאימייל אינו כתובת"),
      sportInvalid: uiText("כשסוג האימון אינו מהרשימה"),
      dateRequired: uiText("כשלא נבחר תאריך"),
      dateInvalid: uiText("כשהתאריך אינו תאריך"),
      datePast: uiText("כשהתאריך עבר"),
      dateBlocked: uiText("כשהתאריך חסום לשיעורי ניסיון"),
      classInvalid: uiText("כשהחוג אינו מהרשימה"),
      ageGroupRequired: uiText("כשלא נבחרה קבוצת גיל"),
      classDays: uiTemplate("כשהחוג לא נפגש ביום שנבחר", "days"),
      ageGroupDays: uiTemplate("כשקבוצת הגיל לא נפגשת ביום שנבחר", "days"),
      studioDays: uiTemplate("כשהסטודיו סגור ביום שנבחר", "days"),
      sessionStarted: uiText("כשנבחר היום, והאימון של היום כבר התחיל (לפי השעה בישראל)"),
      courseDates: uiTemplate("כשנבחר בקורס יום שאי אפשר להצטרף בו: המשפט מונה את הימים שאפשר", "dates"),
      courseFull: uiText("כשאין בקורס מחזור שאפשר להצטרף אליו עכשיו"),
    })
    .describe("טופס שיעור הניסיון: השדות, הכפתורים וההודעות"),
  trialClassChoice: z
    .strictObject({
      classLabel: text.describe("שם השדה של החוג בטופס שיעור הניסיון"),
      noClass: text.describe("האפשרות הראשונה בשדה החוג, כשעוד לא נבחר חוג"),
      ageGroupLabel: text.describe("שם השדה של קבוצת הגיל"),
      chooseAgeGroup: text.describe("האפשרות הראשונה בשדה הקבוצה"),
      ageGroupOption: uiTemplate("אפשרות בשדה קבוצת הגיל: שם הקבוצה והימים שבהם היא נפגשת", "group", "days"),
      sportLine: text.describe("השורה של סוג האימון בסיכום ובהודעת הוואטסאפ, כשלא נבחר חוג"),
      classLine: text.describe("השורה של החוג בסיכום ובהודעת הוואטסאפ"),
      ageGroupLine: text.describe("השורה של קבוצת הגיל"),
      dateLine: text.describe("השורה של התאריך"),
      timeLine: text.describe("השורה של שעות המפגש של החוג באותו יום"),
      chooseFirst: text.describe("בחלון ההרשמה בעמוד הבית: ההסבר לפני כפתור בחירת החוג והתאריך"),
      chooseFirstButton: text.describe("הכפתור שפותח את טופס שיעור הניסיון מעמוד הבית"),
    })
    .describe("בחירת החוג בטופס שיעור הניסיון: החוג, הקבוצה והסיכום"),
  trialCompletion: z
    .strictObject({
      title: uiText("כותרת הצעד שאחרי הטופס"),
      saved: uiText("המשפט הראשון בצעד, שגם ההודעה שקופצת אומרת: עוד לא נשלח דבר לסטודיו ולא שולם דבר, ומה נשאר לעשות"),
      reminded: uiText("כשהבקשה מוצגת שוב בביקור הבא: מתי מילאו אותה"),
      intro: uiText("לפני הדרכים לשריין את המקום"),
      name: uiText("השורה של השם"),
      email: uiText("השורה של האימייל"),
      provider: uiText("הקישור להרשמה ולתשלום במערכת ההזמנות"),
      whatsapp: uiText("הקישור לשליחת הפרטים בוואטסאפ"),
      call: uiText("לפני מספר הטלפון"),
      providerDown: uiText("כשמערכת ההזמנות לא עונה: מה עושים במקום (לפני מספר הטלפון)"),
      dismiss: uiText("הכפתור שמוחק בקשה שלא נשלחה, כשהיא מוצגת שוב"),
      messageHello: uiText("השורה הראשונה בהודעת הוואטסאפ; אחריה שורת השם"),
      messageEmail: uiTemplate("שורת האימייל בהודעת הוואטסאפ", "email"),
    })
    .describe("אחרי טופס שיעור הניסיון: איך הפרטים מגיעים לסטודיו"),
  trialOptions: z
    .strictObject({
      heading: uiText("כותרת דרכי ההרשמה בעמוד של חוג, כשהדפדפן לא מריץ את הקוד של העמוד"),
      whatsapp: uiText("הקישור לוואטסאפ בדרכי ההרשמה בעמוד של חוג"),
      message: uiText("השורה הראשונה בהודעת הוואטסאפ; אחריה שורת החוג"),
    })
    .describe("שיעור ניסיון מעמוד של חוג כשהטופס לא נפתח: מערכת ההזמנות או וואטסאפ עם שם החוג"),
};
