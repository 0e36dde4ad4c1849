import React, { createContext, useContext, useEffect, useMemo, useState } from "react";
import { directionOf, type Language } from "./language";

/**
 * What every page shows beside its own content, in the page's language: the interface words, the studio's settings,
 * the class menus, the try-out form's classes and settings, the days the studio is closed, the build's date and the
 * upcoming events. One static query per language holds them all (src/language/<language>/), so a page loads its own
 * language's words and never the other's: a static query is loaded by every page whose component imports it, and
 * only the page components of one language import that language's query.
 */
export interface SiteTexts {
  language: Language;
  data: SiteTextsData;
  /** The same page in the other language, when it has one (create-pages.ts gives it in the page's context). */
  otherLanguagePath: string | null;
}

export type SiteTextsData = Queries.SiteTextsFieldsFragment & Queries.BuildFieldsFragment;

/** What a language's static query answers, as the hooks read it: the language's texts beside the build's facts. */
export const siteTextsData = ({ siteTexts, ...build }: LanguageQueryData): SiteTextsData => ({
  ...siteTexts,
  ...build,
});

const PageSiteTexts = createContext<SiteTexts | null>(null);
/** The texts of the page on screen, for what the app mounts outside any page: the modals and the app's notices. */
const ShownSiteTexts = createContext<SiteTexts | null>(null);
const ShowSiteTexts = createContext<((texts: SiteTexts) => void) | null>(null);

/** The site-wide texts of the page this component is in. */
export function useSiteTexts(): SiteTexts {
  const texts = useContext(PageSiteTexts);
  if (!texts) throw new Error("No site texts: a page component is wrapped in its language's texts (src/language/)");
  return texts;
}

type LanguageQueryData = { siteTexts: Queries.SiteTextsFieldsFragment } & Queries.BuildFieldsFragment;

/** The texts of `language` from its static query (src/language/<language>/), for a page of that language. */
export function LanguageTexts({
  language,
  data,
  otherLanguagePath,
  children,
}: {
  language: Language;
  data: LanguageQueryData;
  otherLanguagePath: string | null;
  children: React.ReactNode;
}) {
  const texts = useMemo(
    (): SiteTexts => ({ language, data: siteTextsData(data), otherLanguagePath }),
    [language, data, otherLanguagePath],
  );
  return <PageTextsProvider texts={texts}>{children}</PageTextsProvider>;
}

/** A page's texts for its components, also handed to the app around it once the page is shown. */
export function PageTextsProvider({ texts, children }: { texts: SiteTexts; children: React.ReactNode }) {
  const show = useContext(ShowSiteTexts);
  useEffect(() => show?.(texts), [show, texts]);
  // The page's language and direction after a navigation too, from the page shown (an address under /en/ that is no
  // page shows the Hebrew not-found page, which stays Hebrew).
  useEffect(() => {
    document.documentElement.lang = texts.language;
    document.documentElement.dir = directionOf(texts.language);
  }, [texts.language]);
  return <PageSiteTexts.Provider value={texts}>{children}</PageSiteTexts.Provider>;
}

/** Around the whole app: keeps the texts of the page on screen for the parts mounted outside it. */
export function ShownTextsHolder({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState<SiteTexts | null>(null);
  return (
    <ShowSiteTexts.Provider value={setShown}>
      <ShownSiteTexts.Provider value={shown}>{children}</ShownSiteTexts.Provider>
    </ShowSiteTexts.Provider>
  );
}

/**
 * Gives a part mounted outside the pages (a modal, a notice) the texts of the page on screen; it renders nothing
 * until a page has been shown, which is before any of them can be opened.
 */
export function InShownPageTexts({ children }: { children: React.ReactNode }) {
  const shown = useContext(ShownSiteTexts);
  return shown && <PageSiteTexts.Provider value={shown}>{children}</PageSiteTexts.Provider>;
}

/** The texts of the page on screen, or null before the first page is shown (for the app's own providers). */
export const useShownSiteTexts = (): SiteTexts | null => useContext(ShownSiteTexts);
