import { render, screen, within } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { ContactBar } from "./ContactBar";

describe("ContactBar", () => {
  it("offers a call, WhatsApp and the try-out, named as a landmark", () => {
    render(<ContactBar />);
    const bar = screen.getByRole("complementary", { name: "פנייה מהירה לסטודיו" });
    const links = within(bar).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["התקשרו", `tel:${site.phone}`],
      ["וואטסאפ", `https://wa.me/${site.phone.slice(1)}`],
      ["שיעור ניסיון", "/#about"],
    ]);
  });
});
