import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { EMBED_FALLBACK_MS, EMBED_HEIGHT_PX } from "@/lib/home";
import { site, uiTexts } from "@/test-fixtures";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { EmbeddedFrame } from "./EmbeddedFrame";

const URL = site.bookingProvider.trialFormUrl;
const TITLE = "טופס לדוגמה";
const NEW_TAB = "פתיחת הטופס הבדוי בחלון חדש";
const FAILED = uiTexts.frames.failed;

const renderFrame = (active?: boolean) =>
  render(
    <EmbeddedFrame
      src={URL}
      title={TITLE}
      loadingText="טוען טופס..."
      newTabLabel={NEW_TAB}
      phone={site.phone}
      whatsappText="שלום"
      active={active}
    />,
  );
const frame = () => screen.getByTitle(TITLE);
const state = () => frame().closest("[data-embed-state]")?.getAttribute("data-embed-state");
const status = () => screen.getByRole("status", { hidden: true });
const newTabLinks = () => screen.getAllByRole("link", { name: NEW_TAB });
const passTime = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The alternatives are offered once, either under the frame or covering it. */
function expectAlternatives(where: HTMLElement = document.body) {
  expect(newTabLinks()).toHaveLength(1);
  const links = within(where);
  expect(links.getByRole("link", { name: NEW_TAB })).toHaveAttribute("href", URL);
  expect(links.getByRole("link", { name: NEW_TAB })).toHaveAttribute("target", "_blank");
  expect(links.getByRole("link", { name: uiTexts.frames.whatsapp })).toHaveAttribute(
    "href",
    `https://wa.me/${site.phone.slice(1)}?text=${encodeURIComponent("שלום")}`,
  );
  expect(links.getByRole("link", { name: /054-111-2233/ })).toHaveAttribute("href", `tel:${site.phone}`);
}

function expectFailed() {
  expect(state()).toBe("failed");
  expect(status()).toBeVisible();
  expect(status()).toHaveTextContent(FAILED);
  expectAlternatives(status());
  // The browser's error page under the message is out of the way of keyboards and screen readers.
  expect(frame()).toHaveAttribute("aria-hidden", "true");
  expect(frame()).toHaveAttribute("tabindex", "-1");
}

describe("EmbeddedFrame", () => {
  let provider: FakeFetch;
  beforeEach(() => {
    jest.useFakeTimers();
    provider = installFakeFetch();
  });
  afterEach(() => {
    jest.useRealTimers();
    provider.uninstall();
  });

  it("shows the page in a frame of the fixed height, with a spinner and the alternatives, and asks the provider once", () => {
    renderFrame();
    expect(frame()).toHaveAttribute("src", URL);
    expect(frame()).toHaveAttribute("height", String(EMBED_HEIGHT_PX));
    expect(state()).toBe("loading");
    expect(status()).toHaveTextContent("טוען טופס...");
    expectAlternatives();
    expect(provider.fetch).toHaveBeenCalledTimes(1);
    expect(provider.fetch).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ method: "HEAD", mode: "no-cors", credentials: "omit" }),
    );
  });

  it("shows the page once it has loaded and the provider has answered, and keeps it past the time limit", async () => {
    renderFrame();
    fireEvent.load(frame());
    expect(state()).toBe("loading"); // a load alone may be the browser's error page
    await provider.answer();
    expect(state()).toBe("loaded");
    expect(status()).not.toBeVisible();
    expect(frame()).not.toHaveAttribute("aria-hidden");
    passTime(EMBED_FALLBACK_MS * 2);
    expect(state()).toBe("loaded");
    expect(screen.queryByText(FAILED, { exact: false })).toBeNull();
    expectAlternatives();
  });

  it("brings the alternatives over the frame at once when the provider cannot be reached, though the frame loaded", async () => {
    renderFrame();
    fireEvent.load(frame());
    await provider.fail();
    expectFailed();
  });

  it("brings the alternatives over the frame when the provider has not answered in time", () => {
    renderFrame();
    passTime(EMBED_FALLBACK_MS - 1);
    expect(state()).toBe("loading");
    expect(screen.queryByText(FAILED, { exact: false })).toBeNull();
    passTime(1);
    expectFailed();
  });

  it("replaces the alternatives with the page when the provider answers late", async () => {
    renderFrame();
    passTime(EMBED_FALLBACK_MS);
    expect(state()).toBe("failed");
    await provider.answer();
    fireEvent.load(frame());
    expect(state()).toBe("loaded");
    expect(frame()).not.toHaveAttribute("aria-hidden");
    expectAlternatives();
  });

  it("until it is made active, offers only the alternatives: no frame, no request, no timer", () => {
    renderFrame(false);
    expect(screen.queryByTitle(TITLE)).toBeNull();
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
    expectAlternatives();
    passTime(EMBED_FALLBACK_MS * 2);
    expect(screen.queryByText(FAILED, { exact: false })).toBeNull();
    expect(provider.fetch).not.toHaveBeenCalled();
  });
});
