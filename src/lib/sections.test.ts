import { HEADER_SECTION_LINKS, homeSectionUrl, isHomePath, requestedSection } from "./sections";

describe("home section links", () => {
  it("lead to the studio, coaches and contact sections with the spec's labels", () => {
    expect(HEADER_SECTION_LINKS).toEqual([
      { id: "studio", label: "The studio" },
      { id: "coaches", label: "The coaches" },
      { id: "contact", label: "Contact" },
    ]);
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
