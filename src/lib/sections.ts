import { hebrewPath, localPath, type Language } from "../language/language";

/**
 * The ids of the home page's sections that links lead to (the spec names them: /#about, /#contact…), written once:
 * each section takes its id from here, and so does every link to it.
 */
export const HOME_SECTIONS = {
  about: "about",
  studio: "studio",
  coaches: "coaches",
  contact: "contact",
  userLogin: "user-login",
} as const;

/**
 * The home page sections that the header's section links lead to, in the header's order; each label is the text
 * of the same key in the texts' "header" section.
 */
export const HEADER_SECTION_LINKS = [
  { id: HOME_SECTIONS.studio, labelKey: "studio" },
  { id: HOME_SECTIONS.coaches, labelKey: "coaches" },
  { id: HOME_SECTIONS.contact, labelKey: "contact" },
] as const;

const SCROLL_TO_PARAM = "scrollTo";

/** Where a section link goes from a page other than the home page. */
export const homeSectionUrl = (sectionId: string, language: Language = "he"): string =>
  localPath(language, `/?${SCROLL_TO_PARAM}=${encodeURIComponent(sectionId)}`);

/** The section a `?scrollTo=` query asks for, or null when there is none. */
export function requestedSection(search: string): string | null {
  const id = new URLSearchParams(search).get(SCROLL_TO_PARAM)?.trim();
  return id ? id : null;
}

export const isHomePath = (pathname: string): boolean => pathname === "" || hebrewPath(pathname) === "/";
