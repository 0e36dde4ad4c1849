/**
 * The home page sections that the header's section links lead to, in the header's order; each label is the text
 * of the same key in the texts' "header" section.
 */
export const HEADER_SECTION_LINKS = [
  { id: "studio", labelKey: "studio" },
  { id: "coaches", labelKey: "coaches" },
  { id: "contact", labelKey: "contact" },
] as const;

const SCROLL_TO_PARAM = "scrollTo";

/** Where a section link goes from a page other than the home page. */
export const homeSectionUrl = (sectionId: string): string => `/?${SCROLL_TO_PARAM}=${encodeURIComponent(sectionId)}`;

/** The section a `?scrollTo=` query asks for, or null when there is none. */
export function requestedSection(search: string): string | null {
  const id = new URLSearchParams(search).get(SCROLL_TO_PARAM)?.trim();
  return id ? id : null;
}

export const isHomePath = (pathname: string): boolean => pathname === "/" || pathname === "";
