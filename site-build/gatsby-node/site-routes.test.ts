import fs from "node:fs";
import path from "node:path";
import { FIXED_PAGES } from "../../src/lib/fixed-pages";
import { contentRoot } from "../content/test-support";
import { siteRoutes } from "./site-routes";

const ROOT = path.resolve(__dirname, "../..");

const FIXTURE_CONTENT = path.resolve(__dirname, "../../src/test-fixtures/content");
/** The fixed pages of these tests, each with its file in the made-up src/pages below. */
const PAGES = [{ path: "/shop" }, { path: "/admin", hebrewOnly: true }] as const;
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURE_CONTENT, name), "utf8")) as { slug: string }[];

describe("siteRoutes", () => {
  let root: string;
  beforeEach(() => {
    // The fixture's content, a folder kind's list as a file per entry (content/classes/tissu.json).
    root = contentRoot();
    fs.mkdirSync(path.join(root, "src/pages"), { recursive: true });
    for (const page of ["index.tsx", "404.tsx", "404.test.tsx", "shop.tsx", "admin.tsx", "shop.module.scss"]) {
      fs.writeFileSync(path.join(root, "src/pages", page), "");
    }
  });
  /** A class more, in its own file as the editor writes it. */
  const addClass = (entry: { slug: string; status?: string }) =>
    fs.writeFileSync(path.join(root, `content/classes/${entry.slug}.json`), JSON.stringify(entry));

  it("lists home, every class and coach of the content in the site's order, then the fixed pages by path", () => {
    expect(siteRoutes(root, { today: "2030-03-01" }, PAGES).map((route) => route.path)).toEqual([
      "/",
      ...read("classes.json").map((entry) => `/classes/${entry.slug}`),
      ...read("coaches.json").map((entry) => `/coaches/${entry.slug}`),
      ...read("events.json").map((entry) => `/events/${entry.slug}`),
      "/admin",
      "/shop",
    ]);
  });

  it("lists the English site's routes after the Hebrew ones only when it is built and its common words are whole", () => {
    const scope = { today: "2030-03-01", english: true };
    const hebrew = siteRoutes(root, { ...scope, english: false }, PAGES).map((route) => route.path);
    expect(hebrew.some((route) => route.startsWith("/en"))).toBe(false);
    // A twin as the route list reads it: its texts given (here the Hebrew's own words, which the check would refuse).
    const twin = (file: string) =>
      fs.copyFileSync(path.join(root, `content/${file}.json`), path.join(root, `content/${file}.en.json`));
    for (const file of ["ui", "site"]) twin(file);
    expect(siteRoutes(root, scope, PAGES)).toHaveLength(hebrew.length);
    const [first] = read("classes.json");
    for (const file of ["booking", `classes/${first!.slug}`]) twin(file);
    expect(siteRoutes(root, scope, PAGES).map((route) => route.path)).toEqual([
      ...hebrew,
      "/en",
      `/en/classes/${first!.slug}`,
      "/en/shop",
    ]);
    expect(siteRoutes(root, { ...scope, english: false }, PAGES).map((route) => route.path)).toEqual(hebrew);
  });

  it("lists an event while it is upcoming on the build's date, through its last day", () => {
    const events = (today: string) =>
      siteRoutes(root, { today }, PAGES)
        .map((route) => route.path)
        .filter((route) => route.startsWith("/events/"));
    // content/events/ of the fixture: a camp from 3 to 5 March 2030, a workshop on 10 March 2030.
    expect(events("2030-03-05")).toEqual(["/events/spring-camp", "/events/flips-workshop"]);
    expect(events("2030-03-06")).toEqual(["/events/flips-workshop"]);
    expect(events("2030-03-11")).toEqual([]);
  });

  it("grows with the content and the pages, and keeps the admin panel out of the index", () => {
    addClass({ slug: "new-class" });
    fs.writeFileSync(path.join(root, "src/pages/faq.tsx"), "");
    const routes = siteRoutes(root, {}, [...PAGES, { path: "/faq" }]);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/classes/new-class", "/faq"]));
    expect(routes.filter((route) => !route.indexed).map((route) => route.path)).toEqual(["/admin"]);
  });

  it("lists a draft class in a preview build only, and a paused one always", () => {
    addClass({ slug: "parkour-teens", status: "draft" });
    addClass({ slug: "aerial-teens", status: "paused" });
    const live = siteRoutes(root, { preview: false }, PAGES).map((route) => route.path);
    expect(live).toContain("/classes/aerial-teens");
    expect(live).not.toContain("/classes/parkour-teens");
    expect(siteRoutes(root, { preview: true }, PAGES).map((route) => route.path)).toContain("/classes/parkour-teens");
  });

  it("stops the build when a page of src/pages has no row in the fixed pages, or a row no page", () => {
    fs.writeFileSync(path.join(root, "src/pages/prices.tsx"), "");
    expect(() => siteRoutes(root, {}, PAGES)).toThrow(
      "src/pages/prices.tsx has no row (the fixed pages: src/lib/fixed-pages.ts)",
    );
    fs.rmSync(path.join(root, "src/pages/prices.tsx"));
    expect(() => siteRoutes(root, {}, [...PAGES, { path: "/terms" }])).toThrow("/terms has no page in src/pages");
  });

  it("holds the site's own src/pages to the fixed pages' table", () => {
    expect(siteRoutes(ROOT).filter((route) => FIXED_PAGES.some((page) => page.path === route.path))).toHaveLength(
      FIXED_PAGES.length,
    );
  });
});
