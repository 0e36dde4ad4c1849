import { fireEvent, render, screen } from "@testing-library/react";
import { AccountMenu } from "./AccountMenu";

const renderMenu = (email: string | null) => {
  const handlers = { onSignIn: jest.fn(), onSignOut: jest.fn() };
  render(
    <ul>
      <AccountMenu email={email} {...handlers} />
    </ul>,
  );
  return handlers;
};

describe("AccountMenu", () => {
  it("is a sign-in button for a visitor who is not signed in, hidden without JavaScript", () => {
    const { onSignIn } = renderMenu(null);
    const button = screen.getByRole("button", { name: "התחברות" });
    expect(button.closest("li")).toHaveAttribute("data-needs-js");
    fireEvent.click(button);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "החשבון שלי" })).toBeNull();
  });

  it("is the member's menu once signed in: the e-mail, the personal area and sign-out", () => {
    const { onSignOut } = renderMenu("member@fixture.example");
    expect(screen.queryByRole("button", { name: "התחברות" })).toBeNull();
    const button = screen.getByRole("button", { name: "החשבון שלי" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("member@fixture.example")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "האיזור האישי" })).toHaveAttribute("href", "/user-area");
    fireEvent.click(screen.getByRole("button", { name: "התנתקות" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
