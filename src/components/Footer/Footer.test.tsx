import { fillTemplate } from "@/lib/templates";
import { render, screen, within } from "@testing-library/react";
import { fixtureNavigationShown, fixtureWeekShown, shownNavigation, shownWeek, site, uiTexts } from "@/test-fixtures";
import { Footer } from "./Footer";

/** The footer column under a heading. */
const column = (heading: string) => screen.getByRole("heading", { name: heading }).parentElement!;

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the visitor's year and the studio's name, and links the FAQ, the privacy notice and the accessibility statement", () => {
    jest.useFakeTimers({ now: new Date("2033-05-01T12:00:00Z") });
    render(<Footer />);
    expect(
      screen.getByText(fillTemplate(uiTexts.footer.copyright, { year: 2033, brand: site.brand })),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: uiTexts.faqPage.title })).toHaveAttribute("href", "/faq");
    expect(screen.getByRole("link", { name: uiTexts.privacyPage.title })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: uiTexts.termsPage.title })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: uiTexts.footer.accessibility })).toHaveAttribute("href", "/accessibility");
  });

  it("names the business behind the brand: its registered name, its number (left to right) and its address", () => {
    render(<Footer />);
    const line = screen.getByText(site.legalEntity.name, { exact: false });
    expect(line).toHaveTextContent(
      fillTemplate(uiTexts.footer.business, {
        brand: site.brand,
        legalName: site.legalEntity.name,
        number: site.legalEntity.number,
        address: `${site.address.street}, ${site.address.city}`,
      }),
    );
    expect(within(line).getByText(site.legalEntity.number)).toHaveAttribute("dir", "ltr");
  });

  it("shows where the studio is, with navigation, and its opening hours", () => {
    render(<Footer />);
    expect(shownNavigation(column(uiTexts.footer.directions))).toEqual(fixtureNavigationShown);
    expect(shownWeek(column(uiTexts.footer.openingHours))).toEqual(fixtureWeekShown);
  });

  it("links the studio's social profiles by the networks' Hebrew names, only those it has", () => {
    render(<Footer />);
    const links = within(column(uiTexts.footer.follow)).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [uiTexts.social.instagram, site.social.instagram],
      [uiTexts.social.tiktok, site.social.tiktok],
    ]);
  });
});
