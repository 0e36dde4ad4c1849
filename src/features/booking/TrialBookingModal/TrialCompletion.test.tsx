import { fireEvent, render, screen, within } from "@testing-library/react";
import type { TrialRequest } from "@/features/booking/completion";
import { formatTrialDate } from "@/features/booking/completion";
import { site, uiTexts } from "@/test-fixtures";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { ageGroupName } from "@/lib/schedule";
import { TrialCompletion } from "./TrialCompletion";

const request: TrialRequest = {
  name: "דנה בודקת",
  email: "dana@fixture.example",
  sport: "Capoeira",
  sportLabel: "קפוארה",
  classSlug: "boxing-kids",
  classTitle: "אגרוף לילדים",
  ageGroup: "גילאי 8–12",
  date: "2030-04-02",
  hours: "17:00–18:00",
};
const renderStep = (shown: TrialRequest | null, onClose = jest.fn()) =>
  render(<TrialCompletion request={shown} onClose={onClose} />);

describe("TrialCompletion", () => {
  let provider: FakeFetch;
  beforeEach(() => {
    provider = installFakeFetch();
  });
  afterEach(() => provider.uninstall());

  it("stays closed while there is no request", () => {
    renderStep(null);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says first that nothing was sent or paid, then shows what the visitor chose", () => {
    renderStep(request);
    const dialog = screen.getByRole("dialog", { name: uiTexts.trialCompletion.title });
    const step = within(dialog);
    expect(dialog.querySelector("[data-trial-completion] > p")).toHaveTextContent(uiTexts.trialCompletion.saved);
    expect(step.getByRole("list", { name: uiTexts.trialCompletion.intro })).toBeInTheDocument();
    const details = step.getAllByRole("definition").map((item) => item.textContent);
    expect(details).toEqual([
      request.name,
      request.email,
      request.classTitle,
      ageGroupName(request.ageGroup),
      formatTrialDate(request.date),
      request.hours,
    ]);
  });

  it("offers the provider's paid form in a new tab, the details by WhatsApp, and the phone", () => {
    renderStep(request);
    const step = within(screen.getByRole("dialog", { name: uiTexts.trialCompletion.title }));
    const paidForm = step.getByRole("link", { name: uiTexts.trialCompletion.provider });
    expect(paidForm).toHaveAttribute("href", site.bookingProvider.trialFormUrl);
    expect(paidForm).toHaveAttribute("target", "_blank");
    const whatsapp = new URL(step.getByRole("link", { name: uiTexts.trialCompletion.whatsapp }).getAttribute("href")!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.phone.slice(1)}`);
    const message = whatsapp.searchParams.get("text");
    for (const detail of [
      request.name,
      request.email,
      request.classTitle!,
      ageGroupName(request.ageGroup),
      formatTrialDate(request.date),
      request.hours!,
    ]) {
      expect(message).toContain(detail);
    }
    expect(step.getByRole("link", { name: "054-111-2233" })).toHaveAttribute("href", `tel:${site.phone}`);
  });

  it("puts WhatsApp first, and reports a way followed as the request sent", () => {
    const onSent = jest.fn();
    render(<TrialCompletion request={request} onClose={jest.fn()} onSent={onSent} />);
    const ways = within(screen.getByRole("list", { name: uiTexts.trialCompletion.intro })).getAllByRole("link");
    expect(ways.map((way) => way.textContent)).toEqual([
      uiTexts.trialCompletion.whatsapp,
      uiTexts.trialCompletion.provider,
    ]);
    fireEvent.click(ways[1]!);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("asks no one anything, not even whether the provider answers, and always offers a call", () => {
    renderStep(request);
    expect(provider.fetch).not.toHaveBeenCalled();
    const call = screen.getByText(uiTexts.trialCompletion.call, { exact: false });
    expect(within(call).getByRole("link")).toHaveAttribute("href", `tel:${site.phone}`);
    expect(screen.queryByText(uiTexts.trialCompletion.providerDown, { exact: false })).toBeNull();
  });

  it("offers a request from an earlier visit to be dismissed, and only then", () => {
    const onDismiss = jest.fn();
    const { rerender } = render(<TrialCompletion request={request} onClose={jest.fn()} onDismiss={onDismiss} />);
    expect(screen.queryByRole("button", { name: uiTexts.trialCompletion.dismiss })).toBeNull();
    rerender(<TrialCompletion request={request} reminded onClose={jest.fn()} onDismiss={onDismiss} />);
    expect(screen.getByText(uiTexts.trialCompletion.reminded)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialCompletion.dismiss }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("reports its closing to its owner", () => {
    const onClose = jest.fn();
    renderStep(request, onClose);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.page.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
