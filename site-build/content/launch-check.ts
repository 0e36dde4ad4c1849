/**
 * `npm run check:launch` (issue 29): what the studio must still replace before the site goes live, found in the
 * content: addresses under the reserved `.example` domain (the sample e-mails, site address, social pages and the
 * sample booking provider), the sample phone 050-123-4567, values marked `[[להשלמה: …]]` that only the studio knows
 * (its legal entity, its premises, what the privacy notice leaves open), and texts the guide ships as samples (their
 * digest, so that any rewording by the studio counts as its decision). Each finding is placed like the content
 * check's problems: file, entry, field, line and column. Node only (hashes).
 */
import { createHash } from "node:crypto";
import { CONTENT_FILE_NAMES, isFolder, type ContentFileName, type JsonPath } from "../../src/content/content-files";
import { readContentData, readContentTexts, type ContentText, type EntryText } from "./content-on-disk";
import { englishTwinTexts } from "./english-twins";
import { positionOfPath } from "./json-position";
import type { LocatedProblem } from "./load-content";
import { fieldPath, problemAt, rememberEntryFile, textsIn } from "./validate-content";
import { buildDateFrom } from "../../src/lib/dated-content";

/**
 * A value only the studio knows, written where it goes: `[[להשלמה: השם הרשום של העסק]]`, in an English twin
 * `[[To fill: the business's registered name]]`.
 */
export const TO_FILL = /\[\[\s*(?:(?:להשלמה|To fill):\s*)?([^\]]*?)\s*\]\]/g;
/** A host or address under `.example` (RFC 2606): "info@motionlab.example", "booking.provider.example". */
const EXAMPLE_ADDRESS = /[\w.+@-]*[\w-]\.example\b/gi;
const SAMPLE_PROVIDER = "provider.example";
/** The sample phone, in the forms content writes it: +972501234567, 050-123-4567, 0501234567. */
const SAMPLE_PHONE = /\+972501234567|0?50-?123-?4567/;

/** A text the studio must write itself, recognised by the digest of the shipped sample (the JSON of its value). */
interface SampleText {
  file: ContentFileName;
  /** Where the value is: a field of the file, or a field of the entry with this slug. */
  slug?: string;
  path: JsonPath;
  digest: string;
  message: string;
}

export const SAMPLE_TEXTS: readonly SampleText[] = [
  {
    file: "faq",
    slug: "cancel-or-move",
    path: ["answer"],
    digest: "c1ae2c66ad13821c006a08d7ae1dd6a6ffc0dc158f14d7ca7f4f9b1ccfe63395",
    message:
      "תשובה כללית שהסטודיו צריך להחליף בתנאים שלו: עד מתי אפשר לבטל או להעביר שיעור ניסיון, ואם מחזירים את הכסף",
  },
  {
    file: "site",
    path: ["accessibility", "coordinator"],
    digest: "ed2dcd26b08b98a355fad2f725a452e0b366b832d824d0dcfb3468263c6893a6",
    message: "שם לדוגמה: כתבו את השם של מי שמונה לרכז/ת הנגישות של הסטודיו",
  },
];

const digestOf = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex");

interface Finding {
  path: JsonPath;
  message: string;
}

/** The placeholders in one text: each marked value, each `.example` address, the sample phone. */
function textFindings(text: string): string[] {
  const toFill = [...text.matchAll(TO_FILL)].map(([, what]) => `ערך שרק הסטודיו יודע: ${what || "להשלמה"}`);
  // A link is named whole (the sample is its path on a real site, as a social page), other text by the address.
  const named = (address: string) => (/^https:\/\/\S+$/.test(text) ? text : address);
  const addresses = [...new Set(text.match(EXAMPLE_ADDRESS) ?? [])].map((address) =>
    address.endsWith(SAMPLE_PROVIDER)
      ? `מערכת ההזמנות לדוגמה (${named(address)}): כתבו את הכתובת שמערכת ההזמנות נתנה לסטודיו`
      : `כתובת לדוגמה (${named(address)}): כתבו את הכתובת האמיתית`,
  );
  const phone = SAMPLE_PHONE.test(text) ? ["טלפון לדוגמה (050-123-4567): כתבו את הטלפון האמיתי"] : [];
  return [...toFill, ...addresses, ...phone];
}

function sampleFindings(name: ContentFileName, data: unknown): Finding[] {
  return SAMPLE_TEXTS.filter((sample) => sample.file === name).flatMap((sample) => {
    const index = Array.isArray(data) ? data.findIndex((entry: { slug?: unknown }) => entry?.slug === sample.slug) : -1;
    const where: JsonPath = sample.slug === undefined ? sample.path : index < 0 ? [] : [index, ...sample.path];
    if (where.length === 0) return [];
    const value = where.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
      data,
    );
    return value !== undefined && digestOf(value) === sample.digest ? [{ path: where, message: sample.message }] : [];
  });
}

/** The try-out form's blocked dates already past on `today`: the spec's example dates, or a year the studio forgot. */
function pastBlockedDates(name: ContentFileName, data: unknown, today: string): Finding[] {
  const dates = name === "booking" ? (data as { blockedDates?: unknown }).blockedDates : undefined;
  if (!Array.isArray(dates)) return [];
  return dates.flatMap((date, index) =>
    typeof date === "string" && date < today
      ? [
          {
            path: ["blockedDates", index],
            message: `תאריך שכבר עבר (${date}): מוחקים אותו, וחוסמים רק ימים שעוד לפניכם`,
          },
        ]
      : [],
  );
}

/** What is still a placeholder in one parsed content file (or past on `today`), in the file's order. */
export function launchFindings(name: ContentFileName, data: unknown, today: string): LocatedProblem[] {
  const findings: Finding[] = [
    ...textsIn(data).flatMap(({ path, text }) => textFindings(text).map((message) => ({ path, message }))),
    ...sampleFindings(name, data),
    ...pastBlockedDates(name, data, today),
  ];
  return findings.map(({ path, message }) => problemAt(name, data, path, message));
}

/**
 * Every placeholder left in the content below `root`, and every blocked date past on `today` (the build's day: today
 * in Israel, or STUDIO_BUILD_DATE), with its line and column; a file that cannot be read or parsed is left to the
 * content check, which says why.
 */
export function checkLaunchOnDisk(root: string, today = buildDateFrom(process.env, new Date())): LocatedProblem[] {
  return [...hebrewFindings(root, today), ...englishFindings(root)];
}

/**
 * The placeholders in the English twins, once the English site is open (before, none of them is shown): each at
 * its line and column in the twin.
 */
function englishFindings(root: string): LocatedProblem[] {
  let open: unknown;
  try {
    open = (readContentData(root, "site") as { englishSite?: unknown }).englishSite;
  } catch {
    return [];
  }
  if (open !== true) return [];
  return englishTwinTexts(root).flatMap(({ file, text, texts }) =>
    texts.flatMap(({ path, text: value }) =>
      textFindings(value).map((message) => ({
        file,
        field: fieldPath(path),
        message,
        path,
        ...positionOfPath(text, path),
      })),
    ),
  );
}

function hebrewFindings(root: string, today: string): LocatedProblem[] {
  return CONTENT_FILE_NAMES.flatMap((name) => {
    let texts: ContentText[];
    let data: unknown;
    try {
      texts = readContentTexts(root, name);
      const parsed = texts.map(({ text }) => JSON.parse(text) as unknown);
      data = isFolder(name) ? parsed : parsed[0];
      if (isFolder(name)) texts.forEach((entry, index) => rememberEntryFile(parsed[index], (entry as EntryText).base));
    } catch {
      return [];
    }
    const textOf = new Map(texts.map(({ file, text }) => [file, text]));
    return launchFindings(name, data, today)
      .map((finding) => {
        const text = textOf.get(finding.file);
        return { ...finding, ...(text && finding.path ? positionOfPath(text, finding.path) : {}) };
      })
      .sort(
        (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
      );
  });
}
