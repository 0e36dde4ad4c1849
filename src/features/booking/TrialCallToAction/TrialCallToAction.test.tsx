import { formatShekels } from "@/content/format";
import { fireEvent, render, screen } from "@testing-library/react";
import { booking, fullClass, uiTexts } from "@/test-fixtures";
import { TrialModalProvider } from "../TrialModalProvider";
import { TrialCallToAction } from "./TrialCallToAction";

const CALL = uiTexts.trialBooking.callToAction.replace("{price}", formatShekels(75));

describe("TrialCallToAction", () => {
  it("without JavaScript (no provider) is a link to the home page's try-out panel, at the try-out's price", () => {
    render(<TrialCallToAction priceILS={75} sport={fullClass.sport} />);
    expect(screen.getByRole("link", { name: CALL })).toHaveAttribute("href", "/#about");
  });

  it("without JavaScript leads to its page's own try-out ways when the page has them", () => {
    render(<TrialCallToAction priceILS={75} sport={fullClass.sport} fallbackHref="#trial-options" />);
    expect(screen.getByRole("link", { name: CALL })).toHaveAttribute("href", "#trial-options");
  });

  it("opens the try-out form with the class's sport chosen", async () => {
    render(
      <TrialModalProvider>
        <TrialCallToAction priceILS={75} sport={fullClass.sport} />
      </TrialModalProvider>,
    );
    fireEvent.click(screen.getByRole("link", { name: CALL }));
    expect(await screen.findByRole("dialog", { name: uiTexts.trialBooking.title })).toHaveAttribute("open");
    expect(screen.getByLabelText(uiTexts.trialBooking.sport)).toHaveValue(fullClass.sport);
    expect(fullClass.sport).not.toBe(booking.defaultSport);
  });
});
