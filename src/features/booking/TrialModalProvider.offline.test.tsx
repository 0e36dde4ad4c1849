import { act, render, screen, waitFor } from "@testing-library/react";
import { TrialModalProvider, useTrialModal, type TrialModalControls } from "./TrialModalProvider";

// The network is gone when the visitor opens the modal: its code cannot be fetched.
jest.mock("./TrialBookingModal/TrialBookingModal", () => {
  throw new Error("offline");
});

let controls: TrialModalControls | null;
function Probe() {
  controls = useTrialModal();
  return <p data-testid="state">{controls?.isOpen ? "open" : "closed"}</p>;
}

it("TrialModalProvider closes again, and says why in the console, when the form's code cannot be fetched", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  render(
    <TrialModalProvider>
      <Probe />
    </TrialModalProvider>,
  );
  act(() => controls!.openTrialModal());
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith("The try-out booking form could not be loaded", expect.any(Error)),
  );
  expect(screen.getByTestId("state")).toHaveTextContent("closed");
  expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
});
