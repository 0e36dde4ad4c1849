import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { uiTexts } from "@/test-fixtures";
import { loginErrorSentences } from "../login-errors";
import { LoginModal } from "./LoginModal";

const renderModal = (
  signIn: (email: string, password: string) => Promise<unknown>,
  open = true,
  resetPassword: (email: string) => Promise<void> = jest.fn(),
) => {
  const onClose = jest.fn();
  const view = render(<LoginModal open={open} onClose={onClose} signIn={signIn} resetPassword={resetPassword} />);
  return { onClose, view };
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: uiTexts.login.submit }));

describe("LoginModal", () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it("is open exactly when its provider says so, says which sign-in it is, and puts the focus in the e-mail", () => {
    const { view } = renderModal(jest.fn(), false);
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
    view.rerender(<LoginModal open onClose={jest.fn()} signIn={jest.fn()} resetPassword={jest.fn()} />);
    expect(screen.getByRole("dialog", { name: uiTexts.login.title })).toHaveAttribute("open");
    expect(screen.getByText(uiTexts.login.siteNote)).toBeInTheDocument();
    expect(screen.getByLabelText(uiTexts.login.emailLabel)).toHaveFocus();
  });

  it("signs in with what was typed, as typed, then says so and asks its provider to close", async () => {
    const signIn = jest.fn(() => Promise.resolve());
    const { onClose } = renderModal(signIn);
    type(uiTexts.login.emailLabel, "Member@Fixture.example");
    type(uiTexts.login.passwordLabel, "secret");
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(signIn).toHaveBeenCalledWith("Member@Fixture.example", "secret");
    expect(alert).toHaveBeenCalledWith(uiTexts.login.success);
  });

  it("on a refused sign-in: a clear sentence, the modal stays open and keeps what was typed", async () => {
    const signIn = jest.fn(() => Promise.reject(Object.assign(new Error("x"), { code: "auth/wrong-password" })));
    const { onClose } = renderModal(signIn);
    type(uiTexts.login.emailLabel, "member@fixture.example");
    type(uiTexts.login.passwordLabel, "wrong");
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(loginErrorSentences(uiTexts.loginErrors)["wrong-password"]));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(uiTexts.login.emailLabel)).toHaveValue("member@fixture.example");
    expect(screen.getByRole("button", { name: uiTexts.login.submit })).toBeEnabled();
  });

  it("shows that it is busy while the sign-in is under way, so it cannot be sent twice", async () => {
    let finish: () => void = () => undefined;
    const signIn = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderModal(signIn);
    submit();
    const busy = await screen.findByRole("button", { name: uiTexts.login.pending });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    finish();
    await screen.findByRole("button", { name: uiTexts.login.submit });
  });

  it("asks for the reset e-mail for the typed address and answers the same when the address has no account", async () => {
    const resetPassword = jest.fn(() => Promise.reject(Object.assign(new Error("x"), { code: "auth/user-not-found" })));
    renderModal(jest.fn(), true, resetPassword);
    type(uiTexts.login.emailLabel, "nobody@fixture.example");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.account.forgotPassword }));
    const form = screen.getByRole("form", { name: uiTexts.account.resetTitle });
    expect(screen.getByLabelText(uiTexts.account.resetEmail)).toHaveValue("nobody@fixture.example");
    fireEvent.submit(form);
    expect(await screen.findByText(uiTexts.account.resetSent)).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith("nobody@fixture.example");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.account.backToLogin }));
    expect(screen.getByLabelText(uiTexts.login.passwordLabel)).toBeInTheDocument();
  });
});
