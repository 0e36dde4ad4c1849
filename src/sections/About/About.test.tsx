import { fireEvent, render, screen, within } from "@testing-library/react";
import { formatShekels } from "@/lib/format";
import { asWritten, site } from "@/test-fixtures";
import { About, TRIAL_TOGGLE_LABEL } from "./About";

const props = {
  heading: "מה זה Fixture Gym?",
  paragraphs: ["פסקה אחת.", "פסקה שתיים."],
  trialNote: "השיעור עולה {price} בלבד.",
  priceILS: 75,
  trialFormUrl: site.bookingProvider.trialFormUrl,
  phone: site.phone,
};
const PANEL = 'שיעור ניסיון ב-75 ש"ח';
const toggle = () => screen.getByRole("button", { name: TRIAL_TOGGLE_LABEL });
const frames = () => document.querySelectorAll(`iframe[src="${props.trialFormUrl}"]`);

describe("About", () => {
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
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: PANEL });
    expect(within(panel).getByText(`השיעור עולה ${formatShekels(75)} בלבד.`, asWritten)).toBeInTheDocument();
    expect(frames()).toHaveLength(1);
  });

  it("closes with its own button, giving focus back, and keeps the loaded form for the next opening", () => {
    render(<About {...props} />);
    fireEvent.click(toggle());
    const frame = frames()[0];
    fireEvent.click(screen.getByRole("button", { name: "סגור" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    fireEvent.click(toggle());
    expect(frames()[0]).toBe(frame);
  });
});
