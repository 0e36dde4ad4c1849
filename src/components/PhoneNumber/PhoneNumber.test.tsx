import { render } from "@testing-library/react";
import { PhoneNumber } from "./PhoneNumber";

describe("PhoneNumber", () => {
  it("writes the number the local way, isolated left to right", () => {
    const { container } = render(<PhoneNumber phone="+972501234567" />);
    const run = container.querySelector("bdi");
    expect(run).toHaveAttribute("dir", "ltr");
    expect(run).toHaveTextContent("050-123-4567");
  });

  it("keeps a number already written for display", () => {
    const { container } = render(<PhoneNumber phone="050-123-4567" />);
    expect(container).toHaveTextContent("050-123-4567");
  });
});
