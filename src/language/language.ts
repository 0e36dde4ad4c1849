/** The languages the site is written in: Hebrew, the default, at the root; English under /en/. */
export const LANGUAGES = ["he", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "he";

export const directionOf = (language: Language): "rtl" | "ltr" => (language === "he" ? "rtl" : "ltr");

/** The English site lives under /en/; every other address is the Hebrew site's. */
export const ENGLISH_PREFIX = "/en";

export const languageOfPath = (pathname: string): Language =>
  new RegExp(`^${ENGLISH_PREFIX}(?:[/?#]|$)`).test(pathname) ? "en" : "he";

/** The locale a page's sharing tags name (Open Graph's `og:locale`): the language, in Israel. */
export const localeOf = (language: Language): string => `${language}_IL`;

/** What a language's addresses begin with: nothing for Hebrew, "/en" for English. */
export const languagePrefix = (language: Language): string => (language === "en" ? ENGLISH_PREFIX : "");

/**
 * A path of the Hebrew site as the same page's path in `language`: "/faq" → "/en/faq", "/" → "/en", "/#contact" →
 * "/en#contact", "/?scrollTo=about" → "/en?scrollTo=about". Hebrew paths stay as they are.
 */
export function localPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix || !path.startsWith("/") || languageOfPath(path) === language) return path;
  return path === "/" || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The Hebrew site's path of a page in any language: "/en/faq" → "/faq", "/en" → "/". */
export function hebrewPath(path: string): string {
  if (languageOfPath(path) === "he") return path;
  const rest = path.slice(ENGLISH_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
