import { render } from "@testing-library/react";
import { Phrase } from "./Phrase";

describe("Phrase", () => {
  it("isolates Latin text and marks it English", () => {
    const { container } = render(<Phrase>Logging in...</Phrase>);
    const bdi = container.querySelector("bdi");
    expect(bdi).toHaveAttribute("lang", "en");
    expect(bdi).toHaveTextContent("Logging in...");
  });

  it("leaves Hebrew text, with or without Latin words in it, as it is", () => {
    for (const text of ["שלום", "שיעור Tricking"]) {
      const { container, unmount } = render(<Phrase>{text}</Phrase>);
      expect(container.querySelector("bdi")).toBeNull();
      expect(container).toHaveTextContent(text);
      unmount();
    }
  });
});
