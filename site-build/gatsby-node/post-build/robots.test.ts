import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("disallows the routes kept out of search engines and points to the sitemap", () => {
    const routes = [
      { path: "/", indexed: true },
      { path: "/admin", indexed: false },
      { path: "/shop", indexed: true },
    ];
    expect(robotsTxt("https://www.motionlab.example", routes)).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://www.motionlab.example/sitemap-index.xml\n",
    );
  });
});
