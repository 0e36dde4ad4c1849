import { render, screen } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { Footer } from "./Footer";

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the visitor's year and the studio's name, and links the accessibility statement", () => {
    jest.useFakeTimers({ now: new Date("2033-05-01T12:00:00Z") });
    render(<Footer />);
    expect(screen.getByText(`© 2033 ${site.brand}. כל הזכויות שמורות.`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "הצהרת נגישות" })).toHaveAttribute("href", "/accessibility");
  });
});
