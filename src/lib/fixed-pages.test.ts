import { uiTexts } from "@/test-fixtures";
import { FIXED_PAGES, footerPageLinks, headerPageLinks, pageTexts } from "./fixed-pages";

describe("the fixed pages' table", () => {
  it("gives the header its page links in the table's order: events while upcoming, the admin panel for admins", () => {
    const paths = (context: { hasEvents: boolean; isAdmin: boolean }) =>
      headerPageLinks(uiTexts, context).map((link) => link.path);
    expect(paths({ hasEvents: false, isAdmin: false })).toEqual(["/schedule", "/shop", "/user-area", "/faq"]);
    expect(paths({ hasEvents: true, isAdmin: true })).toEqual([
      "/events",
      "/schedule",
      "/shop",
      "/user-area",
      "/faq",
      "/admin",
    ]);
    expect(headerPageLinks(uiTexts, { hasEvents: false, isAdmin: false })[0]!.label).toBe(uiTexts.header.schedule);
  });

  it("gives the footer its page links with their words", () => {
    expect(footerPageLinks(uiTexts)).toEqual([
      { path: "/faq", label: uiTexts.faqPage.title },
      { path: "/privacy", label: uiTexts.privacyPage.title },
      { path: "/accessibility", label: uiTexts.footer.accessibility },
    ]);
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
