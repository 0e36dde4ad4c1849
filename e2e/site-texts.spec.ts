/**
 * A page's site-wide texts (src/language/site-texts.tsx): every page of the build loads one static query, the texts
 * of its language, and a first visit fetches that one file.
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect, waitForHydration } from "./fixtures";
import { PUBLIC } from "./csp-policy";
import { ROUTES } from "./routes";

const pageDataOf = (route: string) =>
  JSON.parse(
    fs.readFileSync(path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  ) as { staticQueryHashes: string[] };

test.describe("the site's texts", () => {
  test("every page loads one static query, the same one: the Hebrew site's texts", () => {
    const hashes = new Set(ROUTES.map(({ path: route }) => pageDataOf(route).staticQueryHashes.join(",")));
    expect([...hashes]).toHaveLength(1);
    const [hash] = [...hashes];
    expect(hash).toMatch(/^\d+$/);
    const { data } = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data/sq/d", `${hash}.json`), "utf8")) as {
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
