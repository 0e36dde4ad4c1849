import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { booking } from "@/test-fixtures";
import { COMPLETION_TITLE } from "./TrialCompletion";
import { TRIAL_BOOKING_THANKS, TrialBookingModal } from "./TrialBookingModal";

function OpenModal() {
  const [open, setOpen] = useState(true);
  return <TrialBookingModal open={open} requestedSport={null} session={1} onClose={() => setOpen(false)} />;
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("TrialBookingModal", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it("after the spec's alert, opens the completion step with what the visitor chose", () => {
    let dialogsAtAlert: HTMLElement[] = [];
    const alert = jest.spyOn(window, "alert").mockImplementation(() => {
      dialogsAtAlert = screen.queryAllByRole("dialog");
    });
    render(<OpenModal />);
    fill("שם מלא", "דנה");
    fill("אימייל", "dana@fixture.example");
    fill("תאריך", "2099-04-02");
    fireEvent.click(screen.getByRole("button", { name: "אשר תשלום" }));

    expect(alert).toHaveBeenCalledWith(TRIAL_BOOKING_THANKS);
    // The alert comes first, with the form closed and the completion step not yet open.
    expect(dialogsAtAlert).toEqual([]);
    const step = screen.getByRole("dialog", { name: COMPLETION_TITLE });
    expect(step).toHaveTextContent("דנה");
    expect(step).toHaveTextContent(booking.sports.find((sport) => sport.id === booking.defaultSport)!.label);
  });

  it("opens no completion step when the visitor cancels", () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<OpenModal />);
    fireEvent.click(screen.getByRole("button", { name: "ביטול" }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
