/**
 * The field types that the content files share: each says in Hebrew what is wrong with a value, as the check prints it
 * after `content/FILE.json:LINE:COLUMN: ברשומה …, בשדה …:`. A nested object needs a `meta({ id })`: it is its
 * GraphQL type's name.
 */
import { z } from "zod";
import { WEEKDAYS } from "../fixed-lists";
import { HEBREW_WEEKDAYS } from "../format";

export const text = z.string().regex(/\S/, "ריק: כתבו כאן טקסט");
/**
 * The fewest characters of a page's description for search engines (its meta description), as the page writes it:
 * line breaks and runs of spaces count as one space. Shorter, and search engines write their own from the page.
 */
export const SEARCH_DESCRIPTION_MIN = 40;
/** A text that is also a page's description for search engines: at least SEARCH_DESCRIPTION_MIN characters. */
export const searchDescription = z.string().regex(
  // From the first character that is not a space, each such character counts, and a run of spaces between two of them
  // counts once.
  new RegExp(`^\\s*\\S(?:\\S|\\s+(?=\\S)){${SEARCH_DESCRIPTION_MIN - 1}}`),
  `קצר מדי: זה גם התיאור של הדף במנועי חיפוש, וצריכים להיות בו לפחות ${SEARCH_DESCRIPTION_MIN} תווים`,
);
/** A fixed page's lead: the sentence under its heading, and its description for search engines. */
export const pageLead = searchDescription.describe(
  `המשפט שמתחת לכותרת, וגם התיאור של הדף במנועי חיפוש (לפחות ${SEARCH_DESCRIPTION_MIN} תווים)`,
);
/** `what`: "פסקה אחת", "חלק אחד"… */
export const paragraphs = (what: string) => z.array(text).min(1, `צריך לכתוב כאן לפחות ${what}`);
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "צריך להיות כתובת באותיות אנגליות קטנות, ספרות ומקפים בלבד, בלי רווחים");
/** The pattern is repeated as metadata because JSON Schema's "uri" format does not say which protocol. */
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: "צריכה להיות כתובת שמתחילה ב־https://" })
  .meta({ pattern: "^https://" });
export const isoDate = z.iso.date({ error: "צריך להיות תאריך קיים בכתיב YYYY-MM-DD, למשל 2026-09-21" });
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const time = z.string().regex(TIME, "צריכה להיות שעה בכתיב HH:MM (24 שעות), למשל 09:00");
/** International form, as WhatsApp and tel: links need it: a plus sign and 8 to 15 digits. */
export const phone = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "צריך להיות טלפון בצורה בין־לאומית, ספרות בלבד, למשל +972501234567");
export const email = z.email({ error: "צריכה להיות כתובת אימייל" });
/** A media file name, looked up in the bucket or in the file's media folder (content-files.ts). */
export const mediaFile = z
  .string()
  .regex(
    /^[\w.-]+\.(?:jpe?g|png|webp|avif|mp4|webm)$/,
    "צריך להיות שם קובץ כמו foam-pit.jpg (jpg, png, webp, avif, mp4 או webm; בלי תיקייה)",
  )
  .meta({ id: "MediaFile", description: "תמונה או סרטון: בוחרים קובץ או מעלים חדש" });
/** A page's address in the site, as an entry's hint says it. */
export const ADDRESS_HINT =
  "כתובת הדף באתר: אותיות אנגליות קטנות, ספרות ומקפים, למשל summer-camp. לא משנים אותה אחרי השמירה הראשונה, כי קישורים אליו יישברו";
/** The short name of an entry inside its page (a question, a section), as its hint says it. */
export const ANCHOR_HINT = (what: string) =>
  `${what}: אותיות אנגליות קטנות, ספרות ומקפים, למשל what-to-bring. ממנו נבנה הקישור הישיר אליו בעמוד`;
export const shekels = z.number().int("צריך להיות מספר שלם של שקלים").positive("צריך להיות יותר מ־0");
export const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `צריך להיות אחד מאלה: ${values.join(", ")}` });
/** A sport's id: any name, defined by content/booking.json's `sports` (a new discipline needs no code). */
export const sportId = z.string().regex(/^\S(?:.*\S)?$/, "צריך להיות מזהה ענף, כמו Muay Thai, בלי רווח בהתחלה או בסוף");

/** One instance, reused wherever a weekday is asked for: an id names one schema (GraphQL enum Weekday). */
export const weekday = oneOf(WEEKDAYS).meta({
  id: "Weekday",
  description: `יום בשבוע: ${WEEKDAYS.map((day) => `${day} (${HEBREW_WEEKDAYS[day]})`).join(", ")}`,
});

/** An age in whole years, as a class group states who it takes (content/classes/, schedule). */
export const age = z
  .number()
  .int("צריך להיות מספר שלם של שנים")
  .min(0, "צריך להיות גיל בשנים, 0 עד 99")
  .max(99, "צריך להיות גיל בשנים, 0 עד 99");

/**
 * An entry's place among its kind (content/classes/, coaches/, shop/, a file each): the site lists them by this
 * number, smallest first; two entries with the same number go by their files' names.
 */
export const listPlace = z.number().int("צריך להיות מספר שלם, כמו 3").min(1, "צריך להיות 1 או יותר");

/** A link from studio-written text: a page of the site ("/schedule") or an https:// address. */
export const textLink = z
  .strictObject({
    label: text.describe("הטקסט של הקישור"),
    href: z
      .string()
      // A page of the site starts with one slash and holds no backslash: browsers read both "//x" and a slash
      // followed by a backslash as the start of another site's address.
      .regex(
        /^(?:\/(?![/\\])[^\s\\]*|https:\/\/\S+)$/,
        "צריך להיות עמוד באתר כמו /schedule, או כתובת שמתחילה ב־https://",
      )
      .describe("לאן הקישור מוביל: עמוד באתר, למשל /schedule, או כתובת מלאה שמתחילה ב־https://"),
  })
  .meta({ id: "TextLink", description: "קישור" });

/** The placeholders of the studio's facts, in a hint that says what they are. */
export const FACTS_NOTE =
  "מילה בסוגריים מסולסלים מתחלפת באתר בפרט של הסטודיו: {price} במחיר שיעור הניסיון, {phone} בטלפון, {email} באימייל, {address} בכתובת, {parking} בחניה, {publicTransport} בתחבורה הציבורית ו־{brand} בשם הסטודיו";

/** An interface text: a label, a sentence or a message that the site shows or speaks (aria-label, alert). */
export const uiText = (where: string) => text.describe(where);

/** An interface text that must say where the numbers or names it is given go: {age}, {days}... */
export const uiTemplate = (where: string, ...placeholders: string[]) =>
  placeholders
    .reduce(
      (schema, name) => schema.regex(new RegExp(`\\{${name}\\}`), `חסר {${name}}: כתבו אותו איפה שהאתר ממלא את הערך`),
      text,
    )
    .describe(`${where}; ${PLACEHOLDERS_NOTE}: ${placeholders.map((name) => `{${name}}`).join(", ")}`);

/** What a hint says of the words in braces that a text must keep. */
export const PLACEHOLDERS_NOTE =
  "המילים בסוגריים מסולסלים מתחלפות באתר בערך עצמו, ולכן משאירים אותן כמו שהן, במקום שבו הערך צריך להופיע";
