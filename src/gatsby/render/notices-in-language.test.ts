import { noticeInLanguage } from "./notices-in-language";

const spring = {
  text: "The new spring timetable is on the site.",
  until: "2030-03-12",
  link: { label: "To the timetable", href: "/schedule" },
  pages: ["/", "/schedule"],
};

describe("a notice in a language", () => {
  it("is for the same pages, and links the same page, at their addresses in that language", () => {
    expect(noticeInLanguage(spring, "en")).toEqual({
      ...spring,
      link: { label: "To the timetable", href: "/en/schedule" },
      pages: ["/en", "/en/schedule"],
    });
  });

  it("stays as written in Hebrew, and with a link to another site", () => {
    expect(noticeInLanguage(spring, "he")).toEqual(spring);
    const outside = { text: "Closed", until: "2030-03-05", link: { label: "Map", href: "https://maps.example/x" } };
    expect(noticeInLanguage(outside, "en")).toEqual(outside);
  });
});
