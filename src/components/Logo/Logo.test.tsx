import { render, screen } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { Logo } from "./Logo";

it("Logo shows the studio's name from the site settings, marked English, and hides the mark", () => {
  const { container } = render(<Logo />);
  expect(screen.getByText(site.brand)).toHaveAttribute("lang", "en");
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
});
