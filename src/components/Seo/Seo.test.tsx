import { render } from "@testing-library/react";
import { NOT_INDEXED_ROUTES } from "@/lib/seo";
import { site } from "@/test-fixtures";
import { Seo } from "./Seo";

const head = (element: React.ReactElement) => render(element).container;
const opening = (day: string, opens: string, closes: string) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: `https://schema.org/${day}`,
  opens,
  closes,
});

describe("Seo", () => {
  it("gives an inner page its own title with the brand, its canonical address and sharing tags", () => {
    const tags = head(<Seo title="החנות" description="תיאור החנות" pathname="/shop" />);
    expect(tags.querySelector("title")).toHaveTextContent(`החנות | ${site.brand}`);
    expect(tags.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/shop`);
    expect(tags.querySelector('meta[property="og:description"]')).toHaveAttribute("content", "תיאור החנות");
    expect(tags.querySelector('meta[property="og:site_name"]')).toHaveAttribute("content", site.brand);
    expect(tags.querySelector('meta[property="og:image:alt"]')).toHaveAttribute("content", site.shareImageAlt);
    expect(tags.querySelector('meta[name="twitter:image:alt"]')).toHaveAttribute("content", site.shareImageAlt);
    expect(tags.querySelector('meta[name="robots"]')).toBeNull();
    expect(tags.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("gives the home page the site's title, description and structured data, with the studio's hours and profiles", () => {
    const tags = head(<Seo pathname="/" />);
    expect(tags.querySelector("title")).toHaveTextContent(site.title);
    expect(tags.querySelector('meta[name="description"]')).toHaveAttribute("content", site.description);
    const jsonLd = JSON.parse(tags.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "SportsActivityLocation", name: site.brand, telephone: site.phone });
    expect(jsonLd.openingHoursSpecification).toEqual([
      opening("Monday", "16:00", "21:30"),
      opening("Monday", "06:45", "12:00"),
      opening("Wednesday", "16:00", "21:30"),
      opening("Saturday", "09:00", "12:15"),
    ]);
    expect(jsonLd.sameAs).toEqual([site.social.instagram, site.social.tiktok]);
  });

  it("keeps a page out of search engines when asked, and every route the site does not index", () => {
    const asked = head(<Seo title="לא נמצא" pathname="/404" noindex />);
    expect(asked.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    for (const route of NOT_INDEXED_ROUTES) {
      const tags = head(<Seo title="עמוד" pathname={route} />);
      expect(tags.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    }
    expect(head(<Seo title="החנות" pathname="/shop" />).querySelector('meta[name="robots"]')).toBeNull();
  });
});
