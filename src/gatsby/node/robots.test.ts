import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("keeps the admin panel out of search engines and points to the sitemap", () => {
    expect(robotsTxt("https://www.motionlab.example")).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://www.motionlab.example/sitemap-index.xml\n",
    );
  });
});
