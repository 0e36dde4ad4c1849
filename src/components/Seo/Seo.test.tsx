import { render } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { Seo } from "./Seo";

const head = (element: React.ReactElement) => render(element).container;

describe("Seo", () => {
  it("gives an inner page its own title with the brand, its canonical address and sharing tags", () => {
    const tags = head(<Seo title="החנות" description="תיאור החנות" pathname="/shop" />);
    expect(tags.querySelector("title")).toHaveTextContent(`החנות | ${site.brand}`);
    expect(tags.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/shop`);
    expect(tags.querySelector('meta[property="og:description"]')).toHaveAttribute("content", "תיאור החנות");
    expect(tags.querySelector('meta[property="og:site_name"]')).toHaveAttribute("content", site.brand);
    expect(tags.querySelector('meta[name="robots"]')).toBeNull();
    expect(tags.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("gives the home page the site's title and description and the studio's structured data", () => {
    const tags = head(<Seo pathname="/" />);
    expect(tags.querySelector("title")).toHaveTextContent(site.title);
    expect(tags.querySelector('meta[name="description"]')).toHaveAttribute("content", site.description);
    const jsonLd = JSON.parse(tags.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "SportsActivityLocation", name: site.brand, telephone: site.phone });
  });

  it("keeps a page out of search engines when asked", () => {
    const tags = head(<Seo title="ניהול" pathname="/admin" noindex />);
    expect(tags.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
});
