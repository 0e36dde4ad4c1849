import { uiTexts } from "@/test-fixtures";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { fakeAuth, reportUser, resetFakeAuth } from "@/test-fixtures/fake-auth";
import { AuthProvider, useAuth } from "./AuthProvider";
import { MARK_SESSION_CHECK, SESSION_CHECK_ATTRIBUTE, hasSessionMarker, setSessionMarker } from "./session-marker";

jest.mock("@/firebase/auth", () => jest.requireActual("@/test-fixtures/fake-auth").fakeAuth);

let auth: ReturnType<typeof useAuth>;
function Probe() {
  auth = useAuth();
  return <p data-testid="status">{`${auth.status} ${auth.user?.email ?? "-"}`}</p>;
}
const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
const status = () => screen.getByTestId("status").textContent;

describe("AuthProvider", () => {
  beforeEach(() => {
    resetFakeAuth();
    window.localStorage.clear();
  });

  it("takes an anonymous visitor for signed out without loading the sign-in code", async () => {
    renderProvider();
    await waitFor(() => expect(status()).toBe("signed-out -"));
    expect(fakeAuth.watchUser).not.toHaveBeenCalled();
  });

  it("asks Firebase who is signed in when the marker says a session may exist, and holds the answer", async () => {
    setSessionMarker(true);
    renderProvider();
    expect(status()).toBe("unknown -");
    await waitFor(() => expect(fakeAuth.watchUser).toHaveBeenCalledTimes(1));
    reportUser({ uid: "u1", email: "member@fixture.example", verifiedEmail: "member@fixture.example" });
    expect(status()).toBe("signed-in member@fixture.example");
    reportUser(null);
    expect(status()).toBe("signed-out -");
    expect(hasSessionMarker()).toBe(false);
  });

  it("ends the head script's session check once Firebase has answered, signed in or not", async () => {
    const root = document.documentElement;
    for (const answer of [{ uid: "u1", email: "member@fixture.example", verifiedEmail: null }, null]) {
      resetFakeAuth();
      setSessionMarker(true);
      new Function(MARK_SESSION_CHECK)();
      const { unmount } = renderProvider();
      expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(true);
      await waitFor(() => expect(fakeAuth.watchUser).toHaveBeenCalledTimes(1));
      expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(true);
      reportUser(answer);
      expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(false);
      unmount();
    }
  });

  it("ends the session check when the sign-in service cannot be loaded", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeAuth.watchUser.mockRejectedValueOnce(new Error("offline"));
    setSessionMarker(true);
    new Function(MARK_SESSION_CHECK)();
    renderProvider();
    await waitFor(() => expect(status()).toBe("signed-out -"));
    expect(document.documentElement.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(false);
    warn.mockRestore();
  });

  it("signs in with what was typed, sets the marker, and signs out again", async () => {
    renderProvider();
    await act(() => auth.signIn("a@fixture.example", "secret"));
    expect(fakeAuth.signIn).toHaveBeenCalledWith("a@fixture.example", "secret");
    expect(status()).toBe("signed-in a@fixture.example");
    expect(hasSessionMarker()).toBe(true);
    await act(() => auth.signOut());
    expect(fakeAuth.signOutUser).toHaveBeenCalledTimes(1);
    expect(status()).toBe("signed-out -");
    expect(hasSessionMarker()).toBe(false);
  });

  it("passes a refused sign-in on to the form, signed out", async () => {
    fakeAuth.signIn.mockRejectedValueOnce(new Error("auth/wrong-password"));
    renderProvider();
    await expect(act(() => auth.signIn("a@fixture.example", "nope"))).rejects.toThrow("auth/wrong-password");
    expect(status()).toBe("signed-out -");
    expect(hasSessionMarker()).toBe(false);
  });

  it("goes on as signed out when the sign-in service cannot be loaded, and tries again on the next need", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeAuth.watchUser.mockRejectedValueOnce(new Error("offline"));
    setSessionMarker(true);
    renderProvider();
    await waitFor(() => expect(status()).toBe("signed-out -"));
    expect(warn).toHaveBeenCalledWith("Could not load the sign-in service", expect.any(Error));
    await act(async () => auth.connect());
    await waitFor(() => expect(fakeAuth.watchUser).toHaveBeenCalledTimes(2));
    warn.mockRestore();
  });

  it("opens the login modal on demand, loading its code and the sign-in service only then", async () => {
    renderProvider();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => auth.openLogin());
    expect(await screen.findByRole("dialog", { name: uiTexts.login.title })).toHaveAttribute("open");
    expect(fakeAuth.watchUser).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.page.close }));
    expect(screen.getByRole("dialog", { hidden: true })).not.toHaveAttribute("open");
  });

  it("is required around whatever uses it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/inside AuthProvider/);
    jest.mocked(console.error).mockRestore();
  });
});
