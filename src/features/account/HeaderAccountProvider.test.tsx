import { uiTexts } from "@/test-fixtures";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Header } from "@/components/Header";
import { fakeAuth, reportUser, resetFakeAuth } from "@/test-fixtures/fake-auth";
import { AuthProvider } from "./AuthProvider";
import { HeaderAccountProvider } from "./HeaderAccountProvider";
import { setSessionMarker } from "./session-marker";

jest.mock("@/firebase/auth", () => jest.requireActual("@/test-fixtures/fake-auth").fakeAuth);

const renderHeader = () =>
  render(
    <AuthProvider>
      <HeaderAccountProvider>
        <Header fixed={false} />
      </HeaderAccountProvider>
    </AuthProvider>,
  );
const signedInAs = async (email: string) => {
  setSessionMarker(true);
  renderHeader();
  await waitFor(() => expect(fakeAuth.watchUser).toHaveBeenCalled());
  reportUser({ uid: "u1", email, verifiedEmail: email });
};

describe("HeaderAccountProvider", () => {
  beforeEach(() => {
    resetFakeAuth();
    window.localStorage.clear();
  });

  it("opens the login modal from the header's sign-in button", async () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.signIn }));
    expect(await screen.findByRole("dialog", { name: uiTexts.login.title })).toHaveAttribute("open");
  });

  it("gives the header the signed-in member, and signs out from its menu", async () => {
    await signedInAs("member@fixture.example");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.myAccount }));
    expect(screen.getByText("member@fixture.example")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.signOut }));
    await waitFor(() => expect(screen.getByRole("button", { name: uiTexts.accountMenu.signIn })).toBeInTheDocument());
    expect(fakeAuth.signOutUser).toHaveBeenCalledTimes(1);
  });

  it("tells the member when signing out failed, and stays signed in", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    fakeAuth.signOutUser.mockRejectedValueOnce(new Error("offline"));
    await signedInAs("member@fixture.example");
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.myAccount }));
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.signOut }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(uiTexts.accountMenu.signOutFailed));
    expect(screen.getByRole("button", { name: uiTexts.accountMenu.myAccount })).toBeInTheDocument();
    alert.mockRestore();
  });
});
