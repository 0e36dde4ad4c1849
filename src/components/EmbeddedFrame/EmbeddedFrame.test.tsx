import { act, fireEvent, render, screen } from "@testing-library/react";
import { EMBED_FALLBACK_MS, EMBED_HEIGHT_PX } from "@/lib/home";
import { site } from "@/test-fixtures";
import { EmbeddedFrame } from "./EmbeddedFrame";

const URL = site.bookingProvider.trialFormUrl;
const renderFrame = () =>
  render(<EmbeddedFrame src={URL} title="טופס לדוגמה" loadingText="טוען טופס..." phone={site.phone} />);

describe("EmbeddedFrame", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the page in a frame of the fixed height, with a spinner until it has loaded", () => {
    renderFrame();
    const frame = screen.getByTitle("טופס לדוגמה");
    expect(frame).toHaveAttribute("src", URL);
    expect(frame).toHaveAttribute("height", String(EMBED_HEIGHT_PX));
    expect(screen.getByRole("status")).toHaveTextContent("טוען טופס...");
    fireEvent.load(frame);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers the page in a new tab and WhatsApp when the frame has not loaded in time", () => {
    renderFrame();
    act(() => jest.advanceTimersByTime(EMBED_FALLBACK_MS - 1));
    expect(screen.queryByRole("link")).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("link", { name: "פתיחת הטופס בחלון חדש" })).toHaveAttribute("href", URL);
    expect(screen.getByRole("link", { name: "כתבו לנו בוואטסאפ" })).toHaveAttribute(
      "href",
      `https://wa.me/${site.phone.slice(1)}`,
    );
  });

  it("does not fall back once the frame has loaded", () => {
    renderFrame();
    fireEvent.load(screen.getByTitle("טופס לדוגמה"));
    act(() => jest.advanceTimersByTime(EMBED_FALLBACK_MS * 2));
    expect(screen.queryByRole("link")).toBeNull();
  });
});
