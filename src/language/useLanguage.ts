import type { Language } from "./language";
import { useSiteTexts } from "./site-texts";

/** The language of the page this component is in, for what it formats (dates, days, prices). */
export const useLanguage = (): Language => useSiteTexts().language;
