import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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
    const sentence = loginErrorSentences(uiTexts.loginErrors)["wrong-password"];
    await waitFor(() => expect(alert).toHaveBeenCalledWith(sentence));
    expect(screen.getByRole("alert")).toHaveTextContent(sentence!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(uiTexts.login.emailLabel)).toHaveValue("member@fixture.example");
    expect(screen.getByRole("button", { name: uiTexts.login.submit })).toBeEnabled();
  });

  it("shows that it is busy while the sign-in is under way, so it cannot be sent twice", async () => {
    let finish: () => void = () => undefined;
    const signIn = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderModal(signIn);
    type(uiTexts.login.emailLabel, "member@fixture.example");
    type(uiTexts.login.passwordLabel, "secret");
    submit();
    const busy = await screen.findByRole("button", { name: uiTexts.login.pending });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    finish();
    await screen.findByRole("button", { name: uiTexts.login.submit });
  });

  it("refuses an empty or malformed address and an empty password by the field, sends nothing, keeps what was typed", () => {
    const signIn = jest.fn(() => Promise.resolve());
    renderModal(signIn);
    submit();
    const email = screen.getByLabelText(uiTexts.login.emailLabel);
    const password = screen.getByLabelText(uiTexts.login.passwordLabel);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(uiTexts.loginErrors.missingEmail);
    expect(password).toHaveAccessibleDescription(uiTexts.loginErrors.missingPassword);
    expect(email).toHaveFocus();

    type(uiTexts.login.emailLabel, "no-at-sign");
    expect(email).not.toHaveAttribute("aria-invalid");
    type(uiTexts.login.passwordLabel, "secret");
    submit();
    expect(email).toHaveAccessibleDescription(uiTexts.loginErrors.invalidEmail);
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveValue("no-at-sign");
    expect(password).toHaveValue("secret");
    expect(signIn).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows one form at a time: the reset form in the login form's place, and back", () => {
    renderModal(jest.fn());
    fireEvent.click(screen.getByRole("button", { name: uiTexts.account.forgotPassword }));
    expect(screen.getByLabelText(uiTexts.account.resetEmail)).toHaveFocus();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: uiTexts.login.submit })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: uiTexts.account.backToLogin }));
    expect(screen.queryByRole("form", { name: uiTexts.account.resetTitle })).toBeNull();
    expect(screen.getByLabelText(uiTexts.login.emailLabel)).toHaveFocus();
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

  it("refuses a malformed reset address in the form, and says the provider's refusal as an alert", async () => {
    const resetPassword = jest.fn(() =>
      Promise.reject(Object.assign(new Error("x"), { code: "auth/too-many-requests" })),
    );
    renderModal(jest.fn(), true, resetPassword);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.account.forgotPassword }));
    const form = screen.getByRole("form", { name: uiTexts.account.resetTitle });
    type(uiTexts.account.resetEmail, "no-at-sign");
    fireEvent.submit(form);
    expect(screen.getByLabelText(uiTexts.account.resetEmail)).toHaveAccessibleDescription(
      uiTexts.loginErrors.invalidEmail,
    );
    expect(resetPassword).not.toHaveBeenCalled();
    type(uiTexts.account.resetEmail, "member@fixture.example");
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent(uiTexts.loginErrors.tooManyRequests));
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
  });
});
