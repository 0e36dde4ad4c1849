/**
 * What a text says about ages ("עד גיל 18", "מגיל 16 ומעלה", "גילאי 7–12", "up to 18", "18+", "גן חובה"), so that
 * the content check can hold a class's menu entry, title, summary, audience and age group names to its age data
 * (minAge / maxAge of its schedule): the age finder and the words a parent reads cannot disagree.
 */
import { ageLabel, overallAges, type AgeRange } from "../../src/content/ages";

/** גן חובה, the last kindergarten year, starts at five. */
export const KINDERGARTEN_AGE = 5;

export type AgeClaim =
  | { kind: "youngest"; age: number; phrase: string }
  | { kind: "oldest"; age: number; phrase: string }
  | { kind: "open"; phrase: string }
  | { kind: "range"; range: { minAge: number; maxAge: number }; phrase: string };

const DASH = "[–—−-]";
const PATTERNS: { pattern: RegExp; claims: (match: RegExpExecArray) => AgeClaim[] }[] = [
  {
    pattern: new RegExp(`(?:גילאי|ages?)\\s*(\\d{1,2})\\s*${DASH}\\s*(\\d{1,2})`, "gi"),
    claims: (m) => [{ kind: "range", range: { minAge: Number(m[1]), maxAge: Number(m[2]) }, phrase: m[0] }],
  },
  {
    pattern: /(?:עד\s+(?:גיל\s+)?|up to\s+(?:age\s+)?)(\d{1,2})/gi,
    claims: (m) => [{ kind: "oldest", age: Number(m[1]), phrase: m[0] }],
  },
  {
    pattern: /(?:מגיל|from age)\s*(\d{1,2})(\s*(?:ומעלה|and up|and over|\+))?/gi,
    claims: (m) => [
      { kind: "youngest", age: Number(m[1]), phrase: m[0] },
      ...(m[2] ? [{ kind: "open", phrase: m[0] } as const] : []),
    ],
  },
  {
    pattern: /(?<![\d–—−-])(\d{1,2})\s*\+(?!\d)/g,
    claims: (m) => [
      { kind: "youngest", age: Number(m[1]), phrase: m[0] },
      { kind: "open", phrase: m[0] },
    ],
  },
  {
    pattern: /גן חובה|kindergarten/gi,
    claims: (m) => [{ kind: "youngest", age: KINDERGARTEN_AGE, phrase: m[0] }],
  },
];

/** Every statement about ages in `text`, in the order of the patterns. */
export function ageClaims(text: string): AgeClaim[] {
  return PATTERNS.flatMap(({ pattern, claims }) => [...text.matchAll(pattern)].flatMap((match) => claims(match)));
}

const isOpen = (range: AgeRange) => range.maxAge === undefined || range.maxAge === null;
const sameRange = (a: AgeRange, b: AgeRange) => a.minAge === b.minAge && (a.maxAge ?? null) === (b.maxAge ?? null);

/**
 * Why a claim does not hold of ages `of` (a whole class, or one group), or undefined when it does. `groups` are
 * the age ranges of the class's groups: a range named in a class's text must be one of them (or the whole class).
 */
export function claimMismatch(claim: AgeClaim, of: AgeRange, groups: readonly AgeRange[] = []): string | undefined {
  const data = `הגילים במערכת השעות הם ${ageLabel(of)} (minAge / maxAge)`;
  switch (claim.kind) {
    case "youngest":
      return of.minAge === claim.age ? undefined : `כתוב "${claim.phrase}", אבל ${data}`;
    case "oldest":
      return !isOpen(of) && of.maxAge === claim.age ? undefined : `כתוב "${claim.phrase}", אבל ${data}`;
    case "open":
      return isOpen(of) ? undefined : `כתוב "${claim.phrase}" (בלי גיל עליון), אבל ${data}`;
    case "range":
      return [of, ...groups].some((range) => sameRange(range, claim.range))
        ? undefined
        : `כתוב "${claim.phrase}", אבל אין במערכת השעות קבוצה של ${ageLabel(claim.range)} (${data})`;
  }
}

export interface AgedClass {
  menuLabel: string;
  title: string;
  summary: string;
  audience: string;
  schedule: readonly (AgeRange & { ageGroup?: string | null })[];
}

/** The fields of a class whose words are checked against its age data: what menus, headings and the page show. */
export const CLASS_TEXT_FIELDS = ["menuLabel", "title", "summary", "audience"] as const;

export interface AgeMismatch {
  /** Below the class: a field name, or ["schedule", index, field]. */
  path: (string | number)[];
  message: string;
}

/** Every place where a class's words and its age data disagree, and groups of one name given different ages. */
export function classAgeMismatches(entry: AgedClass): AgeMismatch[] {
  const whole = overallAges(entry.schedule);
  const texts = CLASS_TEXT_FIELDS.flatMap((field) =>
    ageClaims(entry[field]).flatMap((claim) => {
      const message = claimMismatch(claim, whole, entry.schedule);
      return message ? [{ path: [field], message }] : [];
    }),
  );
  const firstOfGroup = new Map<string, AgeRange>();
  const groups = entry.schedule.flatMap((slot, index) => {
    if (!slot.ageGroup) return [];
    const named = ageClaims(slot.ageGroup).flatMap((claim) => {
      const message = claimMismatch(claim, slot);
      return message ? [{ path: ["schedule", index, "ageGroup"], message }] : [];
    });
    const first = firstOfGroup.get(slot.ageGroup);
    if (!first) firstOfGroup.set(slot.ageGroup, slot);
    const differs =
      first && !sameRange(first, slot)
        ? [
            {
              path: ["schedule", index, "minAge"],
              message: `לקבוצה "${slot.ageGroup}" יש גילים ${ageLabel(first)} במפגש קודם: לקבוצה אחת יש טווח גילים אחד`,
            },
          ]
        : [];
    return [...named, ...differs];
  });
  return [...texts, ...groups];
}
