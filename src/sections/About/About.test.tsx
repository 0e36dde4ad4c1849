import { fireEvent, render, screen, within } from "@testing-library/react";
import { formatShekels } from "@/content/format";
import { whatsappUrl } from "@/content/phone";
import { asWritten, site, uiTexts } from "@/test-fixtures";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { About } from "./About";

const { trialToggle: TRIAL_TOGGLE_LABEL, trialWhatsapp: TRIAL_WHATSAPP_TEXT } = uiTexts.home;

const props = {
  heading: "מה זה Fixture Gym?",
  paragraphs: ["פסקה אחת.", "פסקה שתיים."],
  trialNote: "השיעור עולה {price} בלבד.",
  priceILS: 75,
  trialFormUrl: site.bookingProvider.trialFormUrl,
  phone: site.phone,
};
const PANEL = uiTexts.home.trialTitle.replace("{amount}", "75");
const toggle = () => screen.getByRole("button", { name: TRIAL_TOGGLE_LABEL });
const frames = () => document.querySelectorAll(`iframe[src="${props.trialFormUrl}"]`);

describe("About", () => {
  let provider: FakeFetch;
  beforeEach(() => {
    provider = installFakeFetch();
  });
  afterEach(() => provider.uninstall());

  it("says what the studio is", () => {
    render(<About {...props} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(props.heading);
    props.paragraphs.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
  });

  it("keeps the try-out panel closed, and its form unloaded, until the button opens it", () => {
    render(<About {...props} />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: PANEL })).toBeNull();
    expect(frames()).toHaveLength(0);
    expect(provider.fetch).not.toHaveBeenCalled();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: PANEL });
    expect(within(panel).getByText(`השיעור עולה ${formatShekels(75)} בלבד.`, asWritten)).toBeInTheDocument();
    expect(frames()).toHaveLength(1);
    expect(provider.fetch).toHaveBeenCalledWith(props.trialFormUrl, expect.objectContaining({ method: "HEAD" }));
  });

  it("holds the form's link, WhatsApp and the phone in the panel from the start, for visitors without JavaScript", () => {
    render(<About {...props} />);
    // Hidden until opened (JavaScript's doing); the page's no-script styles show it.
    const panel = within(document.getElementById(toggle().getAttribute("aria-controls")!)!);
    expect(panel.getByRole("link", { name: uiTexts.home.trialFrameNewTab, hidden: true })).toHaveAttribute(
      "href",
      props.trialFormUrl,
    );
    expect(panel.getByRole("link", { name: uiTexts.frames.whatsapp, hidden: true })).toHaveAttribute(
      "href",
      whatsappUrl(site.phone, TRIAL_WHATSAPP_TEXT),
    );
    expect(panel.getByRole("link", { name: /054-111-2233/, hidden: true })).toHaveAttribute(
      "href",
      `tel:${site.phone}`,
    );
  });

  it("closes with its own button, giving focus back, and keeps the loaded form for the next opening", () => {
    render(<About {...props} />);
    fireEvent.click(toggle());
    const frame = frames()[0];
    fireEvent.click(screen.getByRole("button", { name: uiTexts.home.trialClose }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    fireEvent.click(toggle());
    expect(frames()[0]).toBe(frame);
    expect(provider.fetch).toHaveBeenCalledTimes(1);
  });
});
