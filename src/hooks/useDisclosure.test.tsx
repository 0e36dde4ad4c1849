import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useDisclosure } from "./useDisclosure";

function Menu() {
  const { open, contentId, containerProps, buttonProps } = useDisclosure();
  return (
    <>
      <div {...containerProps}>
        <button {...buttonProps}>Courses</button>
        <ul id={contentId} hidden={!open}>
          <li>
            <a href="/classes/handstand-course">Handstand course</a>
          </li>
        </ul>
      </div>
      <a href="/elsewhere">Elsewhere</a>
    </>
  );
}

const button = () => screen.getByRole("button", { name: "Courses" });

describe("useDisclosure", () => {
  it("toggles the list with its button", () => {
    render(<Menu />);
    expect(button()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Handstand course" })).toBeVisible();
    expect(button().getAttribute("aria-controls")).toBe(screen.getByRole("list").id);
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the button", () => {
    render(<Menu />);
    fireEvent.click(button());
    const link = screen.getByRole("link", { name: "Handstand course" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveFocus();
  });

  it("closes when focus leaves it, and not when focus moves inside it", async () => {
    render(<Menu />);
    fireEvent.click(button());
    const link = screen.getByRole("link", { name: "Handstand course" });
    fireEvent.blur(button(), { relatedTarget: link });
    expect(button()).toHaveAttribute("aria-expanded", "true");
    fireEvent.blur(link, { relatedTarget: screen.getByRole("link", { name: "Elsewhere" }) });
    await waitFor(() => expect(button()).toHaveAttribute("aria-expanded", "false"));
  });

  it("closes only after the event that moved the focus away, so that the list does not shrink under a tap", () => {
    jest.useFakeTimers();
    try {
      render(<Menu />);
      fireEvent.click(button());
      const elsewhere = screen.getByRole("link", { name: "Elsewhere" });
      fireEvent.blur(button(), { relatedTarget: elsewhere });
      expect(button()).toHaveAttribute("aria-expanded", "true");
      act(() => jest.runAllTimers());
      expect(button()).toHaveAttribute("aria-expanded", "false");
    } finally {
      jest.useRealTimers();
    }
  });
});
