import { render, screen } from "@testing-library/react";
import { site, uiTexts } from "@/test-fixtures";
import { HealthDeclaration } from "./HealthDeclaration";

describe("HealthDeclaration", () => {
  it("says how the declaration is signed, and links its form in a new tab", () => {
    const { container } = render(<HealthDeclaration />);
    expect(container.firstChild).toHaveTextContent(`${uiTexts.page.health} ${site.healthDeclaration.how}`);
    const form = screen.getByRole("link", { name: `${site.healthDeclaration.link!.label} ${uiTexts.page.newTab}` });
    expect(form).toHaveAttribute("href", site.healthDeclaration.link!.href);
    expect(form).toHaveAttribute("target", "_blank");
  });
});
