import { pageTitle } from "./seo";

describe("pageTitle", () => {
  const site = { title: "Motion Lab – סטודיו לאמנויות לחימה וטריקינג", brand: "Motion Lab" };
  it("adds the brand to a page's title and uses the site's title on the home page", () => {
    expect(pageTitle("החנות", site)).toBe("החנות | Motion Lab");
    expect(pageTitle(undefined, site)).toBe(site.title);
  });
});
