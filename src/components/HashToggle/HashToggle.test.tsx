import { fireEvent, render, screen } from "@testing-library/react";
import { HashToggle } from "./HashToggle";

describe("HashToggle", () => {
  it("is a link to what it controls, so that it works before the scripts do", () => {
    render(
      <HashToggle targetId="menu" expanded={false} onToggle={() => undefined}>
        תפריט
      </HashToggle>,
    );
    const toggle = screen.getByRole("button", { name: "תפריט" });
    expect(toggle).toHaveAttribute("href", "#menu");
    expect(toggle).toHaveAttribute("aria-controls", "menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("once running, toggles on a click and on Space without following the link", () => {
    const onToggle = jest.fn();
    render(
      <HashToggle targetId="menu" expanded onToggle={onToggle}>
        תפריט
      </HashToggle>,
    );
    const toggle = screen.getByRole("button", { name: "תפריט" });
    expect(fireEvent.click(toggle)).toBe(false); // default prevented: the address stays
    expect(fireEvent.keyDown(toggle, { key: " " })).toBe(false);
    fireEvent.keyDown(toggle, { key: "a" });
    expect(onToggle).toHaveBeenCalledTimes(2);
  });
});
