import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { booking, homeClassLinks, uiTexts } from "@/test-fixtures";
import { staticQueryData } from "@/test-fixtures/static-queries";
import type { TrialPreset } from "@/features/booking/rules";
import { isolateNumberRanges, plainText } from "@/content/number-runs";
import { installFakeFetch, type FakeFetch } from "@/test-fixtures/fake-fetch";
import { TrialBookingModal } from "./TrialBookingModal";

function OpenModal({ preset = {} }: { preset?: TrialPreset }) {
  const [open, setOpen] = useState(true);
  return <TrialBookingModal open={open} preset={preset} session={1} onClose={() => setOpen(false)} />;
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The form and its completion step make no request: a fetch would be recorded here.
let provider: FakeFetch;
beforeEach(() => {
  provider = installFakeFetch();
});
afterEach(() => provider.uninstall());

describe("TrialBookingModal", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("after the spec's alert, opens the completion step with what the visitor chose", () => {
    let dialogsAtAlert: HTMLElement[] = [];
    const alert = jest.spyOn(window, "alert").mockImplementation(() => {
      dialogsAtAlert = screen.queryAllByRole("dialog");
    });
    render(<OpenModal />);
    fill(uiTexts.trialBooking.name, "דנה");
    fill(uiTexts.trialBooking.email, "dana@fixture.example");
    fill(uiTexts.trialBooking.date, "2099-04-01"); // a Wednesday: the fixture studio opens on Monday, Wednesday and Saturday
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialBooking.submit }));

    // The alert and the completion step say the same: the details are kept, one step is left.
    expect(alert).toHaveBeenCalledWith(`${uiTexts.trialBooking.thanks} ${uiTexts.trialCompletion.saved}`);
    // The alert comes first, with the form closed and the completion step not yet open.
    expect(dialogsAtAlert).toEqual([]);
    const step = screen.getByRole("dialog", { name: uiTexts.trialCompletion.title });
    expect(step).toHaveTextContent(uiTexts.trialCompletion.saved);
    expect(step).toHaveTextContent("דנה");
    expect(step).toHaveTextContent(booking.sports.find((sport) => sport.id === booking.defaultSport)!.label);
  });

  it("sends nothing anywhere on submit, and offers the studio's phone once in the completion step", () => {
    jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OpenModal />);
    fill(uiTexts.trialBooking.name, "דנה");
    fill(uiTexts.trialBooking.email, "dana@fixture.example");
    fill(uiTexts.trialBooking.date, "2099-04-01");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialBooking.submit }));
    expect(provider.fetch).not.toHaveBeenCalled();
    const step = screen.getByRole("dialog", { name: uiTexts.trialCompletion.title });
    const calls = Array.from(step.querySelectorAll('a[href^="tel:"]'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.closest("p")).toHaveTextContent(uiTexts.trialCompletion.call);
  });

  it("offers a kept request again, and once closed (Escape, ×) it stays closed while the page renders on", () => {
    const reminder = {
      name: "דנה",
      email: "dana@fixture.example",
      sport: booking.defaultSport,
      classSlug: "",
      ageGroup: "",
      date: "2099-04-01",
      createdAt: "2099-03-30T10:00:00.000Z",
    };
    const modal = (session: number) => (
      <TrialBookingModal open={false} preset={{}} session={session} onClose={() => undefined} reminder={reminder} />
    );
    const { rerender } = render(modal(1));
    const step = screen.getByRole("dialog", { name: uiTexts.trialCompletion.title });
    expect(step).toHaveTextContent(uiTexts.trialCompletion.reminded);
    // The browser closes a modal <dialog> on Escape by itself, then tells the page with a "close" event.
    fireEvent(step, new Event("close"));
    rerender(modal(2));
    expect(screen.queryByRole("dialog", { name: uiTexts.trialCompletion.title })).toBeNull();
  });

  it("refuses a day the studio is closed (a holiday it chose, or a day it named) as it refuses a blocked date", () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OpenModal />);
    fill(uiTexts.trialBooking.name, "דנה");
    fill(uiTexts.trialBooking.email, "dana@fixture.example");
    fill(uiTexts.trialBooking.date, staticQueryData.siteTexts.studioClosures[0]!.date); // a Wednesday: the fixture studio opens
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialBooking.submit }));
    expect(screen.getByRole("dialog", { name: uiTexts.trialBooking.title })).toHaveTextContent(
      uiTexts.trialBooking.dateBlocked,
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it("opens no completion step when the visitor cancels", () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OpenModal />);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialBooking.cancel }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("TrialBookingModal set to a class", () => {
  const { classLabel, ageGroupLabel, chooseAgeGroup } = uiTexts.trialClassChoice;
  const flips = homeClassLinks.find((entry) => entry.slug === "flips-kids")!;
  afterEach(() => jest.restoreAllMocks());

  it("shows the class, asks which of its groups (the one for the age looked for chosen), each with its days", () => {
    render(<OpenModal preset={{ classSlug: flips.slug, age: 9 }} />);
    expect(screen.getByLabelText(classLabel)).toHaveValue(flips.slug);
    expect(screen.getByLabelText(uiTexts.trialBooking.sport)).toHaveValue(flips.sport);
    const group = screen.getByLabelText<HTMLSelectElement>(ageGroupLabel);
    expect(group).toHaveValue("גילאי 6–9");
    // The fixture's words: "{group} – {days}".
    expect([...group.options].map((option) => plainText(option.textContent!))).toEqual([
      chooseAgeGroup,
      "גילאי 6–9 – ראשון ושני",
      "גילאי 10–14 – שני",
    ]);
  });

  it("refuses at once a day the group does not meet, naming its days, greyed and with submit disabled", () => {
    render(<OpenModal preset={{ classSlug: flips.slug }} />);
    fill(ageGroupLabel, "גילאי 10–14");
    fill(uiTexts.trialBooking.date, "2099-04-01"); // a Wednesday
    const date = screen.getByLabelText(uiTexts.trialBooking.date);
    expect(date).toHaveAccessibleDescription(uiTexts.trialBooking.ageGroupDays.replace("{days}", "ביום שני"));
    expect(date).toHaveAttribute("data-unavailable", "true");
    expect(screen.getByRole("button", { name: uiTexts.trialBooking.submit })).toBeDisabled();
    fill(uiTexts.trialBooking.date, "2099-04-06"); // a Monday
    expect(date).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: uiTexts.trialBooking.submit })).toBeEnabled();
  });

  it("has no group field for a class with one group, and forgets the class when another sport is chosen", () => {
    render(<OpenModal preset={{ classSlug: "flips-adults" }} />);
    expect(screen.queryByLabelText(ageGroupLabel)).toBeNull();
    fill(uiTexts.trialBooking.sport, "Capoeira");
    expect(screen.getByLabelText(classLabel)).toHaveValue("");
  });

  it("ends in the completion step naming the class and the group", () => {
    jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OpenModal preset={{ classSlug: flips.slug, age: 12 }} />);
    fill(uiTexts.trialBooking.name, "דנה");
    fill(uiTexts.trialBooking.email, "dana@fixture.example");
    fill(uiTexts.trialBooking.date, "2099-04-06");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.trialBooking.submit }));
    const step = screen.getByRole("dialog", { name: uiTexts.trialCompletion.title });
    expect(step).toHaveTextContent(flips.title);
    // The group written as the site writes a range: youngest first, in one left-to-right run.
    expect(step.textContent).toContain(isolateNumberRanges("גילאי 10–14"));
    expect(step).toHaveTextContent("יום שני, 6 באפריל 2099");
  });
});
