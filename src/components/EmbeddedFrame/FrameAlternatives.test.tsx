import { render, screen } from "@testing-library/react";
import { site, uiTexts } from "@/test-fixtures";
import { FrameAlternatives } from "./FrameAlternatives";

const URL = site.bookingProvider.loginUrl;
const NEW_TAB = "כניסה בדויה בחלון חדש";
const { whatsapp: WHATSAPP, notSeeing, phone, call } = uiTexts.frames;

describe("FrameAlternatives", () => {
  it("under the frame, is one line: the page in a new tab, WhatsApp without a message, the phone", () => {
    const { container } = render(<FrameAlternatives src={URL} newTabLabel={NEW_TAB} phone={site.phone} />);
    expect(container.firstChild).toHaveTextContent(`${notSeeing} ${NEW_TAB} · ${WHATSAPP} · ${phone} 054-111-2233`);
    const newTab = screen.getByRole("link", { name: NEW_TAB });
    expect(newTab).toHaveAttribute("href", URL);
    expect(newTab).toHaveAttribute("target", "_blank");
    expect(newTab).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: WHATSAPP })).toHaveAttribute(
      "href",
      `https://wa.me/${site.phone.slice(1)}`,
    );
    expect(screen.getByRole("link", { name: /054-111-2233/ })).toHaveAttribute("href", `tel:${site.phone}`);
  });

  it("in place of the frame, offers the same three ways without the lead-in, the message written", () => {
    render(<FrameAlternatives src={URL} newTabLabel={NEW_TAB} phone={site.phone} whatsappText="שלום רב" prominent />);
    expect(screen.queryByText(notSeeing)).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      NEW_TAB,
      WHATSAPP,
      `${call} 054-111-2233`,
    ]);
    expect(screen.getByRole("link", { name: WHATSAPP })).toHaveAttribute(
      "href",
      `https://wa.me/${site.phone.slice(1)}?text=${encodeURIComponent("שלום רב")}`,
    );
  });
});
