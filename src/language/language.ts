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

/**
 * Where a page's language link leads: the same page in the other language, or that language's home page when the
 * page has no twin there; null when the other language's site is not built (none of its routes is in `routes`).
 */
export function otherLanguagePath(path: string, routes: ReadonlySet<string>): string | null {
  const other: Language = languageOfPath(path) === "he" ? "en" : "he";
  const twin = twinPath(path);
  const home = localPath(other, "/");
  if (routes.has(twin)) return twin;
  return routes.has(home) ? home : null;
}

/** The page's twin in the other language, whether or not it is built ("/faq" ↔ "/en/faq"). */
export const twinPath = (path: string): string =>
  languageOfPath(path) === "he" ? localPath("en", path) : hebrewPath(path);

/** Each language's own name, as a language link writes it (in that language: a reader of it looks for it so). */
export const LANGUAGE_NAMES: Record<Language, string> = { he: "עברית", en: "English" };

/**
 * The page's addresses in both languages for search engines (hreflang), Hebrew the default (x-default), when its
 * twin in the other language is built; none otherwise.
 */
export function languageAlternates(path: string, routes: ReadonlySet<string>): { lang: string; path: string }[] {
  const twin = twinPath(path);
  if (!routes.has(twin) || !routes.has(path)) return [];
  const hebrew = languageOfPath(path) === "he" ? path : twin;
  const english = languageOfPath(path) === "en" ? path : twin;
  return [
    { lang: "he", path: hebrew },
    { lang: "en", path: english },
    { lang: "x-default", path: hebrew },
  ];
}
