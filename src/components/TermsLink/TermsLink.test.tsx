import { render, screen } from "@testing-library/react";
import { uiTexts } from "@/test-fixtures";
import { TermsLink } from "./TermsLink";

describe("TermsLink", () => {
  it("leads to the terms' section that answers the question where it stands", () => {
    render(<TermsLink section="membership" />);
    const link = screen.getByRole("link", { name: uiTexts.termsPage.link });
    expect(link).toHaveAttribute("href", "/terms#membership");
    expect(link).not.toHaveAttribute("target");
  });

  it("from inside a form, opens in a new tab and says so, so that nothing typed is lost", () => {
    render(<TermsLink section="trial" newTab />);
    const link = screen.getByRole("link", { name: `${uiTexts.termsPage.link} ${uiTexts.page.newTab}` });
    expect(link).toHaveAttribute("href", "/terms#trial");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
