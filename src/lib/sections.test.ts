import { HOME_SECTIONS, HEADER_SECTION_LINKS, homeSectionUrl, isHomePath, requestedSection } from "./sections";

describe("home section links", () => {
  it("lead to the spec's studio, coaches and contact sections, in that order", () => {
    expect(HEADER_SECTION_LINKS.map(({ id }) => id)).toEqual(["studio", "coaches", "contact"]);
  });

  it("go to /?scrollTo={sectionId} from other pages", () => {
    expect(homeSectionUrl("coaches")).toBe("/?scrollTo=coaches");
    expect(homeSectionUrl("a b")).toBe("/?scrollTo=a%20b");
  });

  it("reads the requested section from a query string", () => {
    expect(requestedSection("?scrollTo=studio")).toBe("studio");
    expect(requestedSection("?utm_source=x&scrollTo=contact")).toBe("contact");
    expect(requestedSection("?scrollTo=")).toBeNull();
    expect(requestedSection("")).toBeNull();
  });

  it("knows the home page", () => {
    expect(isHomePath("/")).toBe(true);
    expect(isHomePath("/shop")).toBe(false);
  });
});

describe("HOME_SECTIONS", () => {
  it("holds the element ids the spec names on the home page, which links elsewhere lead to", () => {
    expect(Object.values(HOME_SECTIONS)).toEqual(["about", "studio", "coaches", "contact", "user-login"]);
  });
});
