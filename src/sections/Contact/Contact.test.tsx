import { render, screen } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { Contact } from "./Contact";

it("Contact shows the studio's phone as written in Israel and links WhatsApp and a call", () => {
  render(<Contact heading="צרו קשר" phone={site.phone} />);
  expect(screen.getByRole("region", { name: "צרו קשר" })).toHaveAttribute("id", "contact");
  expect(screen.getByText("054-111-2233")).toHaveAttribute("dir", "ltr");
  expect(screen.getByRole("link", { name: "שלחו לנו הודעה בוואטסאפ" })).toHaveAttribute(
    "href",
    "https://wa.me/972541112233",
  );
  expect(screen.getByRole("link", { name: "התקשרו אלינו" })).toHaveAttribute("href", "tel:+972541112233");
});
