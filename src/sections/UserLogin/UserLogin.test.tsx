import { act, render, screen } from "@testing-library/react";
import { providerLoginFrameTitle } from "@/features/account/ProviderLoginFrame";
import { providerSignInNote } from "@/features/account/sign-in-notes";
import { site, uiTexts } from "@/test-fixtures";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { UserLogin } from "./UserLogin";

const { loginUrl, name: providerName } = site.bookingProvider;
const FRAME_TITLE = providerLoginFrameTitle(uiTexts.userArea.providerFrameTitle, providerName);
const renderSection = () =>
  render(
    <UserLogin heading="איזור אישי" text="הסבר" loginUrl={loginUrl} providerName={providerName} phone={site.phone} />,
  );

describe("UserLogin", () => {
  let provider: FakeFetch;
  beforeEach(() => {
    provider = installFakeFetch();
  });
  afterEach(() => {
    jest.useRealTimers();
    provider.uninstall();
  });

  it("offers the provider's login in a new tab, and help through the contact section", () => {
    renderSection();
    expect(screen.getByRole("region", { name: "איזור אישי" })).toHaveAttribute("id", "user-login");
    const newTab = screen.getByRole("link", { name: uiTexts.userArea.providerNewTab });
    expect(newTab).toHaveAttribute("href", loginUrl);
    expect(newTab).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: uiTexts.userArea.help })).toHaveAttribute("href", "#contact");
  });

  it("says that this is the provider's sign-in, not the site's", () => {
    renderSection();
    const note = screen.getByText(providerSignInNote(uiTexts.userArea.providerNote, providerName));
    expect(note).toHaveAttribute("data-sign-in-note", "provider");
    expect(note).toHaveTextContent(providerName);
  });

  it("creates the login frame, and asks the provider, only once the section is near", () => {
    jest.useFakeTimers();
    renderSection();
    expect(screen.queryByTitle(FRAME_TITLE)).toBeNull();
    expect(provider.fetch).not.toHaveBeenCalled();
    // jsdom has no IntersectionObserver: the hook then takes the section for near once it starts watching.
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByTitle(FRAME_TITLE)).toHaveAttribute("src", loginUrl);
    expect(provider.fetch).toHaveBeenCalledWith(loginUrl, expect.objectContaining({ method: "HEAD" }));
  });
});
