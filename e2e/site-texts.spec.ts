/**
 * A page's site-wide texts (src/language/site-texts.tsx): every page of the build loads one static query, the texts
 * of its language, and a first visit fetches that one file; an English page's first load carries no Hebrew.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect, waitForHydration } from "./fixtures";
import { PUBLIC } from "./csp-policy";
import { ROUTES } from "./routes";
import { LANGUAGES, languageOfPath } from "../src/language/language";

const pageDataFile = (route: string) =>
  path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json");
const staticQueriesOf = (route: string) =>
  (JSON.parse(fs.readFileSync(pageDataFile(route), "utf8")) as { staticQueryHashes: string[] }).staticQueryHashes;
const staticQueryFile = (hash: string) => path.join(PUBLIC, "page-data/sq/d", `${hash}.json`);
const HEBREW_LETTER = /[\u05d0-\u05ea]/;

test.describe("the site's texts", () => {
  test("every page loads one static query, its language's texts, and the languages' are two", () => {
    const byLanguage = LANGUAGES.map((language) => {
      const routes = ROUTES.filter((route) => languageOfPath(route.path) === language);
      expect(routes.length, language).toBeGreaterThan(0);
      return new Set(routes.map((route) => staticQueriesOf(route.path).join(",")));
    });
    for (const hashes of byLanguage) expect([...hashes]).toHaveLength(1);
    const [hebrew, english] = byLanguage.map((hashes) => [...hashes][0]!);
    expect(hebrew).toMatch(/^\d+$/);
    expect(english).not.toBe(hebrew);
    const { data } = JSON.parse(fs.readFileSync(staticQueryFile(hebrew!), "utf8")) as {
      data: { siteTexts: Record<string, unknown> };
    };
    expect(Object.keys(data).sort()).toEqual(["buildInfo", "site", "siteTexts"]);
    expect(Object.keys(data.siteTexts).sort()).toEqual(
      [
        "bookingSettings",
        "menuClasses",
        "siteSettings",
        "studioClosures",
        "trialClasses",
        "uiTexts",
        "upcomingEvents",
      ].sort(),
    );
  });

  test("an English page's first load carries no Hebrew: its data and its language's texts", () => {
    const english = ROUTES.filter((route) => languageOfPath(route.path) === "en");
    const files = [
      staticQueryFile(staticQueriesOf(english[0]!.path)[0]!),
      ...english.map((route) => pageDataFile(route.path)),
    ];
    const withHebrew = files.filter((file) => HEBREW_LETTER.test(fs.readFileSync(file, "utf8")));
    expect(withHebrew.map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });

  test("a first visit fetches one static query's file", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/page-data/sq/")) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/classes/tissu");
    await waitForHydration(page);
    expect(fetched).toHaveLength(1);
  });
});
