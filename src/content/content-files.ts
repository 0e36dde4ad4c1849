/**
 * The registry of content files: everything else that names a content file (gatsby-config's sources, the check,
 * the loader, the JSON Schemas and the editor's mapping to them, the GraphQL types, the tests) is derived from it.
 * A new content file is one entry here plus its schema in model/, one module per file (model/booking.ts for
 * content/booking.json; model/classes.ts for each file of content/classes/), made of the field types in
 * model/fields.ts.
 *
 * The model is the one definition from which the build's check, the JSON Schemas in content/schemas/ (editors'
 * completion) and the GraphQL types (graphql-types.ts) are made. `.describe()` texts are what editors see while
 * typing, and the error messages are what the check prints after `content/FILE.json:LINE:COLUMN: ברשומה …, בשדה …:`,
 * so both are in Hebrew (plural address). A nested object needs a `meta({ id })`: it is its GraphQL type's name.
 */
import type { z } from "zod";
import { bookingSchema } from "./model/booking";
import { classSchema } from "./model/classes";
import { coachSchema } from "./model/coaches";
import { eventSchema } from "./model/events";
import { faqSchema } from "./model/faq";
import { homeSchema } from "./model/home";
import { noticeSchema } from "./model/notices";
import { privacySchema } from "./model/privacy";
import { productSchema } from "./model/shop";
import { siteSchema } from "./model/site";
import { termsSchema } from "./model/terms";
import { facilitySchema } from "./model/studio";
import { testimonialSchema } from "./model/testimonials";
import { uiSchema } from "./model/ui";

/** Media folders below static/ (and below the storage bucket), as the fallback paths of the spec name them. */
export type MediaFolder =
  "videos" | "videos/coaches" | "images/studio" | "images/shop" | "images/classes" | "images/events";

interface ContentFileDefinition {
  /** The GraphQL type that each entry (a list file) or the whole file becomes. */
  graphqlType: string;
  /** A list file holds one entry per item; an object file is one entry. */
  shape: "list" | "object";
  schema: z.ZodType;
  /** Hebrew, shown at the top of the file's JSON Schema. */
  description: string;
  /** Where the file's media fields (MediaFile in model/fields.ts) are looked up. */
  mediaFolder?: MediaFolder;
  /**
   * Fields the GraphQL type adds to, or puts in place of, the file's own (SDL, see graphql-types.ts); null keeps a
   * field of the file out of GraphQL, so that no query can put it in the built site.
   */
  graphqlFields?: Record<string, string | null>;
  /**
   * A GraphQL interface that the type shares with the other files of the same shape (its fields are theirs), so that
   * their pages ask for them with one fragment: "TextDocument", the privacy notice and the terms.
   */
  graphqlInterface?: string;
  /**
   * `path: /classes/{slug}`: a field computed from the entry's slug. `upcomingOnly`: dated entries (events) get a
   * page only while they are upcoming at the build's date (src/lib/dated-content.ts).
   */
  route?: { field: string; prefix: string; upcomingOnly?: boolean };
  /** A list file that may be empty (shipped empty): what it feeds is then not shown. */
  mayBeEmpty?: boolean;
  /**
   * A list kept as a folder, content/NAME/, one file per entry, so that each entry is changed (and reviewed) on its
   * own. `key`: the field that names the entry's file (`content/classes/tissu.json` for slug "tissu"); without one the
   * file's name is its own key (a notice's name, which the editor makes up). `orderBy`: the fields the list is ordered
   * by (src/content/entry-order.ts), the file's name last.
   */
  folder?: EntryFolder;
}

export interface EntryFolder {
  key?: "slug";
  orderBy: readonly string[];
}

/** Each top-level section of an object file as one JSON value: the components get it whole, typed by its schema. */
/** Every section of a file left out of its GraphQL type, which gives them whole in one field instead. */
const sectionsInOneField = (schema: z.ZodObject, file: string): Record<string, string | null> => ({
  ...Object.fromEntries(Object.keys(schema.shape).map((section) => [section, null])),
  all: `JSON! @fieldsOf(file: "${file}")`,
});

/** The File node of the picture in `folder` named in `from` (gatsby-plugin-image processes it: picture-sizes.ts). */
const picture = (folder: MediaFolder, from: string, { optional = false } = {}) =>
  `File${optional ? "" : "!"} @mediaFile(folder: "${folder}", from: "${from}")`;

export const CONTENT_FILES = {
  site: {
    graphqlType: "SiteSettings",
    shape: "object",
    schema: siteSchema,
    description: "פרטי הסטודיו: שם, כתובת האתר, טלפון, כתובת, מערכת ההזמנות ומנהלי האתר",
    // The admins' addresses never reach the built site: only a SHA-256 digest of each, lower-cased.
    graphqlFields: { adminEmails: null, adminEmailDigests: '[String!]! @sha256Digests(from: "adminEmails")' },
  },
  classes: {
    graphqlType: "StudioClass",
    shape: "list",
    folder: { key: "slug", orderBy: ["order"] },
    schema: classSchema,
    description:
      "החוגים, הקורסים והאימון הפתוח: קובץ לכל חוג, בסדר התפריט לפי המקום שבו. כל חוג מקבל דף /classes/{slug}",
    mediaFolder: "images/classes",
    route: { field: "path", prefix: "/classes/" },
    graphqlFields: {
      coaches: '[Coach!]! @linkInLanguage(type: "Coach", by: "slug")',
      picture: picture("images/classes", "image", { optional: true }),
    },
  },
  coaches: {
    graphqlType: "Coach",
    shape: "list",
    folder: { key: "slug", orderBy: ["order"] },
    schema: coachSchema,
    description:
      "המאמנים: קובץ לכל מאמן, בסדר עמוד הבית לפי המקום שבו, והמקום קובע את התפקיד. כל מאמן מקבל דף /coaches/{slug}",
    mediaFolder: "videos/coaches",
    route: { field: "readMoreLink", prefix: "/coaches/" },
    graphqlFields: { photo: picture("videos/coaches", "poster") },
  },
  studio: {
    graphqlType: "Facility",
    shape: "list",
    schema: facilitySchema,
    description: "כרטיסי הסטודיו (המתקנים) לפי הסדר",
    mediaFolder: "images/studio",
    graphqlFields: { image: picture("images/studio", "img") },
  },
  booking: {
    graphqlType: "BookingSettings",
    shape: "object",
    schema: bookingSchema,
    description: "שיעור הניסיון: מחיר, ימים חסומים והענפים בטופס",
  },
  home: {
    graphqlType: "HomeContent",
    shape: "object",
    schema: homeSchema,
    description: "הטקסטים של עמוד הבית וסרטון הפתיחה",
    mediaFolder: "videos",
  },
  shop: {
    graphqlType: "Product",
    shape: "list",
    folder: { key: "slug", orderBy: ["order"] },
    schema: productSchema,
    description: "מוצרי החנות: קובץ לכל מוצר, בסדר החנות לפי המקום שבו",
    mediaFolder: "images/shop",
    graphqlFields: { image: picture("images/shop", "image") },
  },
  ui: {
    graphqlType: "UiTexts",
    shape: "object",
    schema: uiSchema,
    description: "המילים של האתר עצמו: תפריטים, כפתורים, הודעות וטפסים. אפשר לנסח כל אחת מחדש",
    // Every section whole in `all`: the components take the words in one query field (src/hooks/useUiTexts.ts).
    graphqlFields: sectionsInOneField(uiSchema, "ui"),
  },
  faq: {
    graphqlType: "FaqEntry",
    shape: "list",
    schema: faqSchema,
    description: "השאלות הנפוצות (בעמוד /faq), לפי הסדר",
  },
  privacy: {
    graphqlType: "PrivacyNotice",
    graphqlInterface: "TextDocument",
    shape: "object",
    schema: privacySchema,
    description: "הודעת הפרטיות (בעמוד /privacy): מה האתר שומר, מה נשלח ולמי, ואיך מבקשים לעיין במידע או למחוק אותו",
  },
  terms: {
    graphqlType: "TermsDocument",
    graphqlInterface: "TextDocument",
    shape: "object",
    schema: termsSchema,
    description:
      "התקנון ותנאי הביטול (בעמוד /terms): שיעור הניסיון, מנוי חודשי, קורס, כרטיסייה וכרטיס מתנה, וביטול עסקה מרחוק",
  },
  testimonials: {
    graphqlType: "Testimonial",
    shape: "list",
    schema: testimonialSchema,
    description: "מה אומרים עלינו: ציטוטים אמיתיים בלבד, באישור מי שאמר. רשימה ריקה: האיזור לא מוצג",
    mayBeEmpty: true,
  },
  notices: {
    graphqlType: "Notice",
    shape: "list",
    folder: { orderBy: ["until"] },
    schema: noticeSchema,
    description:
      "הודעות בראש העמודים (ביטול שיעור, סגירה בחג): קובץ לכל הודעה, לפי היום האחרון שלה. כל הודעה מופיעה עד סוף היום שב-until, שעון ישראל, ואז יורדת מעצמה. רשימה ריקה: אין הודעות",
    mayBeEmpty: true,
  },
  events: {
    graphqlType: "StudioEvent",
    shape: "list",
    folder: { key: "slug", orderBy: ["date", "start"] },
    schema: eventSchema,
    description:
      "אירועים בתאריך (סדנאות, מחנות, אימונים מיוחדים): קובץ לכל אירוע, לפי התאריך. כל אירוע קרוב מקבל דף /events/{slug}, ואחרי שעבר הוא יורד מהאתר מעצמו",
    mediaFolder: "images/events",
    route: { field: "path", prefix: "/events/", upcomingOnly: true },
    graphqlFields: { picture: picture("images/events", "image", { optional: true }) },
    mayBeEmpty: true,
  },
} as const satisfies Record<string, ContentFileDefinition>;

export type ContentFileName = keyof typeof CONTENT_FILES;
/** A place in a file's JSON: keys and list indexes from the top. */
export type JsonPath = (string | number)[];
export type ContentFile = ContentFileDefinition & { name: ContentFileName };

export const CONTENT_FOLDER = "content";
/** Below CONTENT_FOLDER; kept out of Gatsby's sources. */
export const SCHEMAS_FOLDER = "schemas";

export const CONTENT_FILE_NAMES = Object.keys(CONTENT_FILES) as ContentFileName[];
export const contentFiles = (): ContentFile[] => CONTENT_FILE_NAMES.map((name) => ({ name, ...CONTENT_FILES[name] }));

/** How a kind kept one entry per file is kept (see `folder` above); undefined for a single file. */
export const folderOf = (name: ContentFileName): EntryFolder | undefined =>
  (CONTENT_FILES[name] as { folder?: EntryFolder }).folder;
export const isFolder = (name: ContentFileName): boolean => folderOf(name) !== undefined;
/** content/NAME.json, or content/NAME for a kind kept as a folder of entry files. */
export const contentPath = (name: ContentFileName) =>
  isFolder(name) ? `${CONTENT_FOLDER}/${name}` : `${CONTENT_FOLDER}/${name}.json`;
/** The file of one entry of a folder kind: content/classes/tissu.json. */
export const entryPath = (name: ContentFileName, key: string) => `${CONTENT_FOLDER}/${name}/${key}.json`;
export const schemaPath = (name: ContentFileName) => `${CONTENT_FOLDER}/${SCHEMAS_FOLDER}/${name}.schema.json`;

/** What a file holds once checked: a list of entries or one object. */
export type ContentOf<Name extends ContentFileName> = (typeof CONTENT_FILES)[Name]["shape"] extends "list"
  ? z.infer<(typeof CONTENT_FILES)[Name]["schema"]>[]
  : z.infer<(typeof CONTENT_FILES)[Name]["schema"]>;
export type Content = { [Name in ContentFileName]: ContentOf<Name> };

/**
 * The zod schema of the whole file. Lists may not be empty (the site needs at least one of each), unless the
 * registry says so, and have no cap.
 */
/**
 * The schema of one file on disk, as one form of the editor holds it: a folder kind's entry (content/classes/tissu.json),
 * or a whole settings or list file.
 */
export const formSchema = (file: ContentFile): z.ZodType => (file.folder ? file.schema : fileSchema(file));

export function fileSchema(file: ContentFile): z.ZodType {
  if (file.shape === "object") return file.schema;
  if (file.mayBeEmpty) return file.schema.array();
  if (file.folder)
    return file.schema.array().min(1, `צריך לפחות רשומה אחת: קובץ אחד לפחות בתיקייה content/${file.name}/`);
  return file.schema.array().min(1, "צריך לפחות רשומה אחת ברשימה");
}
