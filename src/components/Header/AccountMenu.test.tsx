import { fireEvent, render, screen } from "@testing-library/react";
import { AccountMenu } from "./AccountMenu";
import { uiTexts } from "@/test-fixtures";

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
    const button = screen.getByRole("button", { name: uiTexts.accountMenu.signIn });
    expect(button.closest("li")).toHaveAttribute("data-needs-js");
    fireEvent.click(button);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: uiTexts.accountMenu.myAccount })).toBeNull();
  });

  it("is the member's menu once signed in: the e-mail, the personal area and sign-out", () => {
    const { onSignOut } = renderMenu("member@fixture.example");
    expect(screen.queryByRole("button", { name: uiTexts.accountMenu.signIn })).toBeNull();
    const button = screen.getByRole("button", { name: uiTexts.accountMenu.myAccount });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("member@fixture.example")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: uiTexts.accountMenu.userArea })).toHaveAttribute("href", "/user-area");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.signOut }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
