import { render, screen } from "@testing-library/react";
import { uiTexts } from "@/test-fixtures";
import { PrivacyLine } from "./PrivacyLine";

describe("PrivacyLine", () => {
  it("says why the form asks, and links the privacy notice's section on it in a new tab", () => {
    const { container } = render(<PrivacyLine why="למה שואלים." section="sign-in" />);
    expect(container.firstChild).toHaveTextContent(/^למה שואלים\./);
    const link = screen.getByRole("link", { name: `${uiTexts.privacyPage.title} ${uiTexts.page.newTab}` });
    expect(link).toHaveAttribute("href", "/privacy#sign-in");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
