import { fireEvent, render, screen } from "@testing-library/react";
import { Dialog } from "./Dialog";
import { uiTexts } from "@/test-fixtures";

const renderDialog = (open: boolean, onClose = jest.fn()) =>
  render(
    <Dialog open={open} onClose={onClose} title="Login">
      <p>תוכן</p>
    </Dialog>,
  );

describe("Dialog", () => {
  it("opens as a modal named by its title, and closes when its owner says so", () => {
    const onClose = jest.fn();
    const { rerender } = renderDialog(true, onClose);
    const dialog = screen.getByRole("dialog", { name: "Login" });
    expect(dialog).toHaveAttribute("open");
    rerender(
      <Dialog open={false} onClose={onClose} title="Login">
        <p>תוכן</p>
      </Dialog>,
    );
    expect(dialog).not.toHaveAttribute("open");
  });

  it("reports the × button, the backdrop and the browser's own closing (Escape), but not clicks inside", () => {
    const onClose = jest.fn();
    renderDialog(true, onClose);
    fireEvent.click(screen.getByText("תוכן"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: uiTexts.page.close }));
    fireEvent.click(screen.getByRole("dialog"));
    fireEvent(screen.getByRole("dialog"), new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("stays closed until it is opened", () => {
    renderDialog(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
