import { z } from "zod";
import { pageLead, text, uiTemplate, uiText } from "../fields";

/** The words of the class, coach and schedule pages, and of the age finder. */
export const CLASS_TEXTS = {
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
      ageGroup: uiText("עמודת קבוצת הגיל"),
      everyone: uiText("בעמודת הקבוצה, כשהמפגש לכל הקבוצות"),
      fullSchedule: uiText("הקישור למערכת השעות המלאה"),
      price: uiText("כותרת המחיר והמשך"),
      coaches: uiText("כותרת המאמנים"),
      perMonth: uiText("אחרי מחיר לחודש"),
      perCourse: uiText("אחרי מחיר לקורס כולו"),
      perSession: uiText("אחרי מחיר לאימון"),
      perCard: uiText("אחרי מחיר לכרטיסייה"),
      cyclesHeading: uiText("כותרת המחזורים הקרובים בעמוד של קורס"),
      cycleDates: uiTemplate("התאריכים של מחזור: המפגש הראשון והאחרון", "first", "last"),
      cycleMeetings: uiTemplate("מספר המפגשים במחזור", "count"),
      cycleJoinUntil: uiTemplate("עד מתי אפשר להצטרף למחזור", "date"),
      cycleClosed: uiText("כשכבר אי אפשר להצטרף למחזור"),
      noCycle: uiText("בעמוד של קורס שאין לו מחזור קרוב"),
    })
    .describe("עמוד של חוג או קורס"),
  classCalendar: z
    .strictObject({
      classLead: uiText("בעמוד של חוג, מתחת למפגשים: לפני הקישורים להוספת המפגשים ליומן"),
      google: uiText("הקישור שמוסיף את המפגשים ליומן Google"),
      apple: uiText("הקישור שמוסיף את המפגשים ללוח השנה של אייפון (וגם אייפד ומק)"),
      file: uiText("הקישור לקובץ היומן עצמו, ליומנים אחרים"),
      updates: uiText("משפט אחרי הקישורים: מה קורה ביומן כשמערכת השעות משתנה"),
      scheduleToggle: uiText("הכפתור במערכת השעות: פותח את רשימת החוגים להוספה ליומן"),
      scheduleLead: uiText("המשפט במערכת השעות: מעל רשימת החוגים להוספה ליומן"),
      allGroups: uiText("בחוג עם כמה קבוצות: שם היומן עם המפגשים של כל הקבוצות"),
      forAge: uiTemplate("ליד הקבוצה שמתאימה לגיל שחיפשו", "age"),
      groupToggle: uiText("בתוצאות החיפוש לפי גיל ובצעד האחרון של שיעור הניסיון: פותח את הקישורים להוספת הקבוצה ליומן"),
    })
    .describe("הוספת המפגשים השבועיים של חוג ליומן, בעמוד החוג ובמערכת השעות"),
  pausedClass: z
    .strictObject({
      heading: uiText("הכותרת בעמוד של חוג מושהה, במקום כפתור שיעור הניסיון"),
      text: uiText("ההסבר מתחת לכותרת: החוג לא מתקיים עכשיו, ומה אפשר לעשות"),
      similarHeading: uiText("הכותרת של החוגים הדומים שמתקיימים עכשיו"),
      scheduleLink: uiText("הקישור למערכת השעות של כל החוגים שמתקיימים"),
    })
    .describe("עמוד של חוג מושהה: החוג לא מתקיים עכשיו"),
  joinClass: z
    .strictObject({
      heading: uiText("הכותרת בעמוד של חוג בלי שיעור ניסיון, במקום כפתור שיעור הניסיון"),
      text: uiText("מה כתוב מתחת לכותרת כשלחוג אין הסבר משלו איך מצטרפים"),
      whatsapp: uiText("הקישור לוואטסאפ"),
      whatsappMessage: uiTemplate("ההודעה שנכתבת מראש בוואטסאפ", "class"),
      call: uiText("לפני הטלפון"),
      barLink: uiText("הכפתור בסרגל שבתחתית המסך בטלפון, שמוביל להסבר איך מצטרפים"),
    })
    .describe("עמוד של חוג בלי שיעור ניסיון: איך מצטרפים אליו"),
  testimonials: z
    .strictObject({
      homeHeading: text.describe("כותרת הציטוטים בעמוד הבית"),
      classHeading: text.describe("כותרת הציטוטים בעמוד של חוג"),
    })
    .describe("מה אומרים עלינו"),
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
  coachCard: z
    .strictObject({
      videoLoading: uiText("מה שכתוב על כרטיס מאמן עד שהסרטון שלו נטען"),
    })
    .describe("כרטיסי המאמנים בעמוד הבית"),
  timetable: z
    .strictObject({
      show: uiText("לפני כפתורי הסינון של מערכת השעות"),
      time: uiText("עמודת השעה"),
      class: uiText("עמודת החוג"),
      ageGroup: uiText("עמודת קבוצת הגיל"),
      coaches: uiText("עמודת המאמנים"),
      price: uiText("עמודת המחיר במערכת השעות"),
      nextCycle: uiTemplate("בשורה של קורס במערכת השעות: התאריכים של המחזור הקרוב", "dates"),
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
    .describe("מערכת השעות"),
  schedulePage: z
    .strictObject({
      title: uiText("כותרת מערכת השעות"),
      lead: pageLead,
      closuresHeading: uiText("הכותרת של רשימת הימים שהסטודיו סגור בהם, אחרי מערכת השעות"),
      closuresLead: uiText("המשפט שמתחת לה"),
    })
    .describe("עמוד מערכת השעות"),
  ageFinder: z
    .strictObject({
      label: text.describe("שם השדה שבו מקלידים גיל (במערכת השעות ובעמוד הבית)"),
      hint: text.describe("ההסבר מתחת לשדה"),
      invalid: text.describe("ההודעה כשמה שהוקלד אינו גיל בשנים שלמות"),
      showAllAges: text.describe("הכפתור שמבטל את החיפוש לפי גיל"),
      foundOne: uiTemplate("מה נמצא כשחוג אחד מתאים", "age", "classes", "sessions"),
      foundMany: uiTemplate("מה נמצא כשכמה חוגים מתאימים", "age", "classes", "sessions"),
      classesOne: text.describe("חוג אחד"),
      classesMany: uiTemplate("כמה חוגים", "n"),
      sessionsOne: text.describe("אימון אחד בשבוע"),
      sessionsMany: uiTemplate("כמה אימונים בשבוע", "n"),
      none: uiTemplate("ההודעה כשאין חוג לגיל שהוקלד", "age"),
      scheduleLink: uiTemplate("הקישור מעמוד הבית למערכת השעות של אותו גיל", "age"),
      trial: text.describe("כפתור שיעור הניסיון ליד כל חוג שנמצא בעמוד הבית"),
    })
    .describe("חיפוש חוג לפי גיל"),
};
