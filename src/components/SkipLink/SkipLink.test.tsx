import { render, screen } from "@testing-library/react";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { uiTexts } from "@/test-fixtures";

it("SkipLink leads to the page's main content", () => {
  render(<SkipLink />);
  expect(screen.getByRole("link", { name: uiTexts.page.skipLink })).toHaveAttribute("href", `#${MAIN_CONTENT_ID}`);
});
