import { fireEvent, render, screen, within } from "@testing-library/react";
import type { TrialRequest } from "@/features/booking/completion";
import { formatTrialDate } from "@/features/booking/completion";
import { site, uiTexts } from "@/test-fixtures";
import { TrialCompletion } from "./TrialCompletion";

const request: TrialRequest = {
  name: "דנה בודקת",
  email: "dana@fixture.example",
  sport: "Capoeira",
  sportLabel: "קפוארה",
  classSlug: "boxing-kids",
  classTitle: "אגרוף לילדים",
  group: "גילאי 8–12",
  date: "2030-04-02",
};
const renderStep = (shown: TrialRequest | null, onClose = jest.fn()) =>
  render(<TrialCompletion request={shown} onClose={onClose} />);

describe("TrialCompletion", () => {
  it("stays closed while there is no request", () => {
    renderStep(null);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the details are kept and one step is left, and shows what the visitor chose", () => {
    renderStep(request);
    const step = within(screen.getByRole("dialog", { name: uiTexts.trialCompletion.title }));
    expect(step.getByText(uiTexts.trialCompletion.saved)).toBeInTheDocument();
    expect(step.getByRole("list", { name: uiTexts.trialCompletion.intro })).toBeInTheDocument();
    const details = step.getAllByRole("definition").map((item) => item.textContent);
    expect(details).toEqual([
      request.name,
      request.email,
      request.classTitle,
      request.group,
      formatTrialDate(request.date),
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
      request.group,
      formatTrialDate(request.date),
    ]) {
      expect(message).toContain(detail);
    }
    expect(step.getByRole("link", { name: "054-111-2233" })).toHaveAttribute("href", `tel:${site.phone}`);
  });

  it("reports its closing to its owner", () => {
    const onClose = jest.fn();
    renderStep(request, onClose);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.page.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
