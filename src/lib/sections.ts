/** The home page sections that the header's section links lead to, in the header's order. */
export const HEADER_SECTION_LINKS = [
  { id: "studio", label: "The studio" },
  { id: "coaches", label: "The coaches" },
  { id: "contact", label: "Contact" },
] as const;

export const SCROLL_TO_PARAM = "scrollTo";

/** Where a section link goes from a page other than the home page. */
export const homeSectionUrl = (sectionId: string): string => `/?${SCROLL_TO_PARAM}=${encodeURIComponent(sectionId)}`;

/** The section a `?scrollTo=` query asks for, or null when there is none. */
export function requestedSection(search: string): string | null {
  const id = new URLSearchParams(search).get(SCROLL_TO_PARAM)?.trim();
  return id ? id : null;
}

export const isHomePath = (pathname: string): boolean => pathname === "/" || pathname === "";
