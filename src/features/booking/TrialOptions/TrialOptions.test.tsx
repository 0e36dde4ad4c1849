import { act, render, screen, within } from "@testing-library/react";
import { site, uiTexts } from "@/test-fixtures";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { TRIAL_OPTIONS_ID, TrialOptions } from "./TrialOptions";

const TITLE = "אגרוף לילדים";
/** The ways, found by their id: the page hides them once it runs, until its address names them. */
const ways = () => document.getElementById(TRIAL_OPTIONS_ID)!;

describe("TrialOptions", () => {
  let provider: FakeFetch;
  beforeEach(() => {
    provider = installFakeFetch();
  });
  afterEach(() => {
    provider.uninstall();
    window.history.replaceState(null, "", "/");
  });

  it("offers the provider's form and a WhatsApp message that names the class", () => {
    render(<TrialOptions classTitle={TITLE} />);
    const form = within(ways()).getByRole("link", { name: uiTexts.trialCompletion.provider, hidden: true });
    expect(form).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    expect(form).toHaveAttribute("target", "_blank");
    const whatsapp = within(ways()).getByRole("link", { name: uiTexts.trialOptions.whatsapp, hidden: true });
    const url = new URL(whatsapp.getAttribute("href")!);
    expect(url.searchParams.get("text")).toBe(
      `${uiTexts.trialOptions.message}\n${uiTexts.trialClassChoice.classLine}: ${TITLE}`,
    );
  });

  it("is open without JavaScript; once running, only when the address names it, and then stays open", () => {
    render(<TrialOptions classTitle={TITLE} />);
    expect(ways()).toHaveAttribute("data-open-without-js");
    expect(ways()).not.toBeVisible();
    act(() => {
      window.location.hash = TRIAL_OPTIONS_ID;
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(ways()).toBeVisible();
    act(() => {
      window.location.hash = "main";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(ways()).toBeVisible();
  });

  it("is open when the page is opened at it (a call to action opened in a new tab)", () => {
    window.history.replaceState(null, "", `/classes/x#${TRIAL_OPTIONS_ID}`);
    render(<TrialOptions classTitle={TITLE} />);
    expect(screen.getByRole("region", { name: uiTexts.trialOptions.heading })).toBe(ways());
    expect(ways()).toBeVisible();
  });

  it("says when the provider cannot be reached once shown, as the home page's form does, and offers a call", async () => {
    window.history.replaceState(null, "", `/classes/x#${TRIAL_OPTIONS_ID}`);
    render(<TrialOptions classTitle={TITLE} />);
    expect(screen.queryByText(uiTexts.trialCompletion.providerDown, { exact: false })).toBeNull();
    await provider.fail();
    const notice = screen.getByText(uiTexts.trialCompletion.providerDown, { exact: false });
    expect(within(notice).getByRole("link")).toHaveAttribute("href", `tel:${site.phone}`);
  });

  it("asks the provider nothing while it is hidden", () => {
    render(<TrialOptions classTitle={TITLE} />);
    expect(provider.fetch).not.toHaveBeenCalled();
  });
});
