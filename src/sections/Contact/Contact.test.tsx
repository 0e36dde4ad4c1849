import { render, screen } from "@testing-library/react";
import { fixtureNavigationShown, fixtureWeekShown, shownNavigation, shownWeek, site, uiTexts } from "@/test-fixtures";
import { Contact } from "./Contact";

const renderContact = (directions: Queries.SiteSettingsFieldsFragment["directions"] = site.directions) =>
  render(
    <Contact
      heading="צרו קשר"
      phone={site.phone}
      address={site.address}
      directions={directions}
      openingHours={site.openingHours}
    />,
  );

describe("Contact", () => {
  it("shows the studio's phone as written in Israel and links WhatsApp and a call", () => {
    renderContact();
    expect(screen.getByRole("region", { name: "צרו קשר" })).toHaveAttribute("id", "contact");
    expect(screen.getByText("054-111-2233")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: uiTexts.home.contactWhatsapp })).toHaveAttribute(
      "href",
      "https://wa.me/972541112233",
    );
    expect(screen.getByRole("link", { name: uiTexts.home.contactCall })).toHaveAttribute("href", "tel:+972541112233");
  });

  it("tells how to get there: the address, navigation in Waze and Google Maps, parking and public transport", () => {
    renderContact();
    const card = screen.getByRole("heading", { name: uiTexts.home.directions }).parentElement!;
    expect(shownNavigation(card)).toEqual(fixtureNavigationShown);
    expect(card).toHaveTextContent(`${uiTexts.home.parking} ${site.directions?.parking}`);
    expect(card).toHaveTextContent(`${uiTexts.home.publicTransport} ${site.directions?.publicTransport}`);
  });

  it("leaves out the directions the studio has not written", () => {
    renderContact({ parking: null, publicTransport: "רק באוטובוס" });
    expect(screen.queryByText(uiTexts.home.parking)).toBeNull();
    expect(screen.getByText("רק באוטובוס")).toBeInTheDocument();
  });

  it("shows the opening hours by Hebrew weekday, Sunday first", () => {
    renderContact();
    const card = screen.getByRole("heading", { name: uiTexts.home.openingHours }).parentElement!;
    expect(shownWeek(card)).toEqual(fixtureWeekShown);
  });
});
