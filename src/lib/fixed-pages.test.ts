import { uiTexts } from "@/test-fixtures";
import { FIXED_PAGES, footerPageLinks, headerPageLinks, pageTexts } from "./fixed-pages";

describe("the fixed pages' table", () => {
  // The spec's links; a new page's row adds to them without editing this test.
  it("gives the header its page links in the table's order: events while upcoming, the admin panel for admins", () => {
    const paths = (context: { hasEvents: boolean; isAdmin: boolean }) =>
      headerPageLinks(uiTexts, context).map((link) => link.path);
    const everyone = paths({ hasEvents: false, isAdmin: false });
    expect(everyone).toEqual(expect.arrayContaining(["/schedule", "/shop", "/user-area", "/faq"]));
    expect(everyone).not.toContain("/events");
    expect(everyone).not.toContain("/admin");
    const all = paths({ hasEvents: true, isAdmin: true });
    expect(all).toEqual(expect.arrayContaining(["/events", "/admin"]));
    expect(all.indexOf("/events")).toBeLessThan(all.indexOf("/schedule"));
    expect(headerPageLinks(uiTexts, { hasEvents: false, isAdmin: false })).toContainEqual({
      path: "/schedule",
      label: uiTexts.header.schedule,
      hebrewOnly: false,
    });
    // The admin panel has no English page: an English header links the Hebrew one.
    expect(headerPageLinks(uiTexts, { hasEvents: false, isAdmin: true }).filter((link) => link.hebrewOnly)).toEqual([
      { path: "/admin", label: uiTexts.header.admin, hebrewOnly: true },
    ]);
  });

  it("gives the footer its page links with their words", () => {
    expect(footerPageLinks(uiTexts)).toEqual(
      expect.arrayContaining([
        { path: "/faq", label: uiTexts.faqPage.title },
        { path: "/privacy", label: uiTexts.privacyPage.title },
        { path: "/accessibility", label: uiTexts.footer.accessibility },
      ]),
    );
    expect(footerPageLinks(uiTexts).map((link) => link.path)).not.toContain("/shop");
  });

  it("finds each page's title and lead in the section of content/ui.json its row names", () => {
    expect(pageTexts(uiTexts, "/shop")).toBe(uiTexts.shopPage);
    for (const page of FIXED_PAGES) expect(pageTexts(uiTexts, page.path).title).toEqual(expect.any(String));
  });

  it("lists each path once", () => {
    const paths = FIXED_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
