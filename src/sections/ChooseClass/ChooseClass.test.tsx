import { fireEvent, render, screen, within } from "@testing-library/react";
import { homeClassLinks, uiTexts } from "@/test-fixtures";
import { ChooseClass } from "./ChooseClass";

const menuOf = (label: string) => {
  const button = screen.getByRole("button", { name: label });
  return { button, list: document.getElementById(button.getAttribute("aria-controls")!)! };
};

describe("ChooseClass", () => {
  it("has one menu per group with that group's classes in content order, and open training as a link", () => {
    render(<ChooseClass heading="בחרו חוג" classes={homeClassLinks} />);
    expect(screen.getByRole("heading", { name: "בחרו חוג" })).toBeInTheDocument();
    const kids = within(menuOf(uiTexts.menus.kids).list).getAllByRole("link");
    expect(kids.map((link) => link.getAttribute("href"))).toEqual(["/classes/flips-kids", "/classes/boxing-kids"]);
    expect(within(menuOf(uiTexts.menus.courses).list).getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: uiTexts.menus.open })).toHaveAttribute("href", "/classes/open-floor");
  });

  it("opens a menu with its button and closes it when a class is chosen", () => {
    render(<ChooseClass heading="בחרו חוג" classes={homeClassLinks} />);
    const { button, list } = menuOf(uiTexts.menus.adults);
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveAttribute("data-open", "true");
    fireEvent.click(within(list).getByRole("link"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes an open menu with Escape and gives the focus back to its button", () => {
    render(<ChooseClass heading="בחרו חוג" classes={homeClassLinks} />);
    const { button, list } = menuOf(uiTexts.menus.kids);
    fireEvent.click(button);
    fireEvent.keyDown(within(list).getAllByRole("link")[0]!, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });
});
