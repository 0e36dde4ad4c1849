import { render, screen, within } from "@testing-library/react";
import { site, uiTexts } from "@/test-fixtures";
import { ContactBar } from "./ContactBar";

describe("ContactBar", () => {
  it("offers a call, WhatsApp and the page's try-out, named as a landmark in the ui texts' words", () => {
    const { contactBar } = uiTexts;
    render(<ContactBar trialAction={<a href="/#about">ניסיון לדוגמה</a>} />);
    const bar = screen.getByRole("complementary", { name: contactBar.label });
    const links = within(bar).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [contactBar.call, `tel:${site.phone}`],
      [contactBar.whatsapp, `https://wa.me/${site.phone.slice(1)}`],
      ["ניסיון לדוגמה", "/#about"],
    ]);
  });
});
