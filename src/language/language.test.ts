import {
  directionOf,
  hebrewPath,
  languageAlternates,
  LANGUAGES,
  languageOfPath,
  localeOf,
  localPath,
  otherLanguagePath,
} from "./language";

describe("the site's languages", () => {
  it("writes Hebrew right to left and English left to right", () => {
    expect(LANGUAGES.map(directionOf)).toEqual(["rtl", "ltr"]);
  });

  it("knows a page's language by its address: English under /en/, Hebrew everywhere else", () => {
    expect(["/en", "/en/", "/en/classes/tissu", "/en/faq"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
    expect(["/", "/classes/tissu", "/english-class", "/enroll"].map(languageOfPath)).toEqual(["he", "he", "he", "he"]);
  });

  it("names each language's locale in Israel", () => {
    expect(LANGUAGES.map(localeOf)).toEqual(["he_IL", "en_IL"]);
  });

  it("writes a page's path in each language, and finds the Hebrew page's path again", () => {
    const paths = ["/", "/faq", "/classes/tissu", "/#contact", "/?scrollTo=about", "/privacy#sign-in"];
    const english = ["/en", "/en/faq", "/en/classes/tissu", "/en#contact", "/en?scrollTo=about", "/en/privacy#sign-in"];
    expect(paths.map((path) => localPath("he", path))).toEqual(paths);
    expect(paths.map((path) => localPath("en", path))).toEqual(english);
    expect(["/en", "/en/faq", "/en/classes/tissu", "/faq", "/"].map(hebrewPath)).toEqual([
      "/",
      "/faq",
      "/classes/tissu",
      "/faq",
      "/",
    ]);
    expect(localPath("en", "https://wa.me/972")).toBe("https://wa.me/972");
  });

  it("links a page to its twin in the other language, else to that language's home page, else nowhere", () => {
    const routes = new Set([
      "/",
      "/faq",
      "/admin",
      "/classes/tissu",
      "/classes/acroyoga",
      "/en",
      "/en/faq",
      "/en/classes/tissu",
    ]);
    expect(otherLanguagePath("/classes/tissu", routes)).toBe("/en/classes/tissu");
    expect(otherLanguagePath("/en/classes/tissu", routes)).toBe("/classes/tissu");
    expect(otherLanguagePath("/", routes)).toBe("/en");
    expect(otherLanguagePath("/en", routes)).toBe("/");
    expect(otherLanguagePath("/classes/acroyoga", routes)).toBe("/en");
    expect(otherLanguagePath("/admin", routes)).toBe("/en");
    expect(otherLanguagePath("/faq", new Set(["/", "/faq"]))).toBeNull();
  });

  it("gives search engines a page's address in each language, Hebrew the default, only when both are built", () => {
    const routes = new Set(["/", "/classes/tissu", "/classes/acroyoga", "/en", "/en/classes/tissu"]);
    const tissu = [
      { lang: "he", path: "/classes/tissu" },
      { lang: "en", path: "/en/classes/tissu" },
      { lang: "x-default", path: "/classes/tissu" },
    ];
    expect(languageAlternates("/classes/tissu", routes)).toEqual(tissu);
    expect(languageAlternates("/en/classes/tissu", routes)).toEqual(tissu);
    expect(languageAlternates("/classes/acroyoga", routes)).toEqual([]);
  });
});
