import { render, screen } from "@testing-library/react";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

it("SkipLink leads to the page's main content", () => {
  render(<SkipLink />);
  expect(screen.getByRole("link", { name: "דלגו לתוכן העמוד" })).toHaveAttribute("href", `#${MAIN_CONTENT_ID}`);
});
