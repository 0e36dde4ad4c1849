/** The languages the site is written in: Hebrew, the default, at the root; English under /en/. */
export const LANGUAGES = ["he", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "he";

export const directionOf = (language: Language): "rtl" | "ltr" => (language === "he" ? "rtl" : "ltr");
