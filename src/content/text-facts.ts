/**
 * The facts that a text the studio writes (the FAQ, the privacy notice) may name by placeholder, "{price}",
 * "{parking}", so that each is written once, in content/site.json or booking.json, and a change there reaches
 * every text. Relative imports only: the content check (run by gatsby-node) uses this module too.
 */
import { formatShekels } from "./format";
import { formatAddress } from "./location";
import { formatPhoneForDisplay } from "./phone";
import type { Language } from "../language/language";

export const FACT_NAMES = [
  "brand",
  "price",
  "phone",
  "email",
  "address",
  "parking",
  "publicTransport",
  "bookingProvider",
  "bookingProviderSite",
  "legalName",
  "legalNumber",
  "entrance",
  "stepsOrLift",
  "accessibleToilet",
  "accessibleParking",
  "serviceArrangements",
  "healthDeclaration",
] as const;
export type FactName = (typeof FACT_NAMES)[number];

/** Facts written left to right (a number, an address on the web): isolated in Hebrew text. */
const LEFT_TO_RIGHT = new Set<FactName>(["phone", "email", "bookingProviderSite", "legalNumber"]);

export interface SiteFactsSource {
  brand: string;
  phone: string;
  email: string;
  address: { street: string; city: string };
  directions?: { parking?: string | null; publicTransport?: string | null } | null;
  bookingProvider: { name: string; trialFormUrl: string; loginUrl: string };
  /** Who runs the studio, as registered: the privacy notice's controller. */
  legalEntity: { name: string; number: string };
  /** The premises' accessibility: the accessibility statement and the FAQ's way here. */
  premises: {
    entrance: string;
    stepsOrLift: string;
    accessibleToilet: string;
    accessibleParking: string;
    serviceArrangements: string;
  };
  /** How the health declaration is signed: the FAQ and the terms say it. */
  healthDeclaration: { how: string };
}

export type TextFacts = Record<FactName, string | undefined>;

/** The booking provider's host names, as the browser's address bar shows them: "booking.provider.example". */
export const providerHosts = (provider: SiteFactsSource["bookingProvider"]): string[] => [
  ...new Set([provider.trialFormUrl, provider.loginUrl].map((url) => new URL(url).host)),
];

/** Each fact's text; undefined where the content does not say it (the optional directions). */
export function textFacts(site: SiteFactsSource, priceILS: number, language: Language = "he"): TextFacts {
  return {
    brand: site.brand,
    price: formatShekels(priceILS, language),
    phone: formatPhoneForDisplay(site.phone),
    email: site.email,
    address: formatAddress(site.address),
    parking: site.directions?.parking ?? undefined,
    publicTransport: site.directions?.publicTransport ?? undefined,
    bookingProvider: site.bookingProvider.name,
    bookingProviderSite: providerHosts(site.bookingProvider).join(", "),
    legalName: site.legalEntity.name,
    legalNumber: site.legalEntity.number,
    ...site.premises,
    healthDeclaration: site.healthDeclaration.how,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text uses, each once, in order: ["price", "parking"]. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
];

export const isFactName = (name: string): name is FactName => (FACT_NAMES as readonly string[]).includes(name);

/** A piece of a filled text: plain words, or a fact (named and marked, so that a left-to-right one can be isolated). */
export interface TextPart {
  text: string;
  fact?: FactName;
  leftToRight?: boolean;
}

/** The text cut at its placeholders, each replaced by its fact; an unknown or missing one is left as written. */
export function fillFacts(text: string, facts: TextFacts): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    const value = isFactName(name) ? facts[name] : undefined;
    if (value === undefined) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({
      text: value,
      fact: name as FactName,
      ...(LEFT_TO_RIGHT.has(name as FactName) ? { leftToRight: true } : {}),
    });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text with its facts, as plain text (search engines' JSON-LD, a test). */
export const fillFactsText = (text: string, facts: TextFacts): string =>
  fillFacts(text, facts)
    .map((part) => part.text)
    .join("");

/** Why a text's placeholders cannot all be filled from `facts`, one sentence each (the content check's). */
export function placeholderProblems(text: string, facts: TextFacts): string[] {
  return placeholdersIn(text).flatMap((name) => {
    if (!isFactName(name)) return [`כתוב {${name}}, שאינו אחד מאלה: ${FACT_NAMES.map((n) => `{${n}}`).join(", ")}`];
    if (facts[name] === undefined) return [`כתוב {${name}}, אבל content/site.json לא נותן אותו (directions.${name})`];
    return [];
  });
}
