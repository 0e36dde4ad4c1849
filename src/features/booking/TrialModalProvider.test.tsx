import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { booking, uiTexts } from "@/test-fixtures";
import { TrialModalProvider, useTrialModal, type TrialModalControls } from "./TrialModalProvider";

let controls: TrialModalControls | null;
function Probe() {
  controls = useTrialModal();
  return <p data-testid="state">{controls?.isOpen ? "open" : "closed"}</p>;
}
const renderProvider = () =>
  render(
    <TrialModalProvider>
      <Probe />
    </TrialModalProvider>,
  );
const sportField = () => screen.getByLabelText<HTMLSelectElement>(uiTexts.trialBooking.sport);

describe("TrialModalProvider", () => {
  it("mounts the try-out modal only when it is first opened", async () => {
    renderProvider();
    expect(screen.getByTestId("state")).toHaveTextContent("closed");
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
    await act(async () => controls!.openTrialModal());
    expect(await screen.findByRole("dialog", { name: uiTexts.trialBooking.title })).toHaveAttribute("open");
    expect(screen.getByTestId("state")).toHaveTextContent("open");
  });

  it("offers the sports of the booking settings, with the opener's sport chosen, else the default", async () => {
    renderProvider();
    await act(async () => controls!.openTrialModal({ sport: "Tricking" }));
    await screen.findByRole("dialog");
    expect([...sportField().options].map((option) => option.value)).toEqual(booking.sports.map((s) => s.id));
    expect(sportField()).toHaveValue("Tricking");
    act(() => controls!.closeTrialModal());
    await act(async () => controls!.openTrialModal({ sport: "Parkour" }));
    expect(sportField()).toHaveValue(booking.defaultSport);
  });

  it("closes from anywhere, and each opening starts a fresh form", async () => {
    renderProvider();
    await act(async () => controls!.openTrialModal());
    fireEvent.change(await screen.findByLabelText(uiTexts.trialBooking.name), { target: { value: "דנה" } });
    act(() => controls!.closeTrialModal());
    expect(screen.getByTestId("state")).toHaveTextContent("closed");
    expect(screen.getByLabelText(uiTexts.trialBooking.name).closest("dialog")).not.toHaveAttribute("open");
    // Closed without booking: no completion step either.
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => controls!.openTrialModal());
    await waitFor(() => expect(screen.getByLabelText(uiTexts.trialBooking.name)).toHaveValue(""));
  });

  it("is absent outside the provider, so that openers keep their plain links", () => {
    render(<Probe />);
    expect(controls).toBeNull();
  });
});
