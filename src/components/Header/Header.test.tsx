import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { AuthProvider } from "@/features/account/AuthProvider";
import { setSessionMarker } from "@/features/account/session-marker";
import { SIGN_OUT_FAILED } from "@/features/account/sign-out";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header";
import { classMenuLinks, site, uiTexts } from "@/test-fixtures";
import { fakeAuth, reportUser, resetFakeAuth } from "@/test-fixtures/fake-auth";
import { Header } from "./Header";

jest.mock("@/firebase/auth", () => jest.requireActual("@/test-fixtures/fake-auth").fakeAuth);

const renderHeader = () =>
  render(
    <AuthProvider>
      <Header fixed={false} />
    </AuthProvider>,
  );
const nav = () => screen.getByRole("navigation", { name: uiTexts.header.navigation });
const toggle = () => screen.getByRole("button", { name: uiTexts.header.menuToggle });
const signedInAs = async (email: string) => {
  setSessionMarker(true);
  renderHeader();
  await waitFor(() => expect(fakeAuth.watchUser).toHaveBeenCalled());
  reportUser({ uid: "u1", email });
};

describe("Header", () => {
  beforeEach(() => {
    resetFakeAuth();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("has a menu per class group with the group's classes in content order, then the other links", () => {
    renderHeader();
    const kids = screen.getByRole("button", { name: uiTexts.menus.kids });
    const kidsMenu = document.getElementById(kids.getAttribute("aria-controls")!)!;
    expect(
      within(kidsMenu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(classMenuLinks.filter((link) => link.group === "kids").map((link) => link.menuLabel));
    const links = within(nav())
      .getAllByRole("link")
      .filter((link) => !link.closest("[data-nav-menu]"));
    expect(links.map((link) => link.textContent)).toEqual([
      "Open floor",
      uiTexts.header.shop,
      uiTexts.header.userArea,
      uiTexts.header.studio,
      uiTexts.header.coaches,
      uiTexts.header.contact,
    ]);
    expect(screen.getByRole("button", { name: "התחברות" })).toBeInTheDocument();
  });

  it("opens and closes the phone menu with its button and Escape, and closes it when a link is chosen", () => {
    renderHeader();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    fireEvent.click(toggle());
    const stayOnPage = (event: Event) => event.preventDefault(); // jsdom cannot navigate
    document.addEventListener("click", stayOnPage);
    fireEvent.click(screen.getByRole("link", { name: uiTexts.header.shop }));
    document.removeEventListener("click", stayOnPage);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a class menu when the mouse enters it and closes it 200 ms after the mouse leaves", () => {
    jest.useFakeTimers();
    renderHeader();
    const button = screen.getByRole("button", { name: uiTexts.menus.adults });
    const item = button.closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerEnter(item, { pointerType: "touch" });
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("sends a section link to the home page's section", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("link", { name: uiTexts.header.coaches }));
    expect(navigate).toHaveBeenCalledWith("/?scrollTo=coaches");
  });

  it("opens the login modal from the sign-in button", async () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "התחברות" }));
    expect(await screen.findByRole("dialog", { name: "Login" })).toHaveAttribute("open");
  });

  it("becomes the member's menu once signed in, with the e-mail, the personal area and sign-out", async () => {
    await signedInAs("member@fixture.example");
    expect(screen.queryByRole("link", { name: uiTexts.header.admin })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "החשבון שלי" }));
    expect(screen.getByText("member@fixture.example")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "האיזור האישי" })).toHaveAttribute("href", "/user-area");
    fireEvent.click(screen.getByRole("button", { name: "התנתקות" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "התחברות" })).toBeInTheDocument());
    expect(fakeAuth.signOutUser).toHaveBeenCalledTimes(1);
  });

  it("tells the member when signing out failed, and stays signed in", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    fakeAuth.signOutUser.mockRejectedValueOnce(new Error("offline"));
    await signedInAs("member@fixture.example");
    fireEvent.click(screen.getByRole("button", { name: "החשבון שלי" }));
    fireEvent.click(screen.getByRole("button", { name: "התנתקות" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SIGN_OUT_FAILED));
    expect(screen.getByRole("button", { name: "החשבון שלי" })).toBeInTheDocument();
    alert.mockRestore();
  });

  it("shows the admin link to an address on the site's admin list, whatever its case", async () => {
    await signedInAs(site.adminEmails[0]!.toUpperCase());
    expect(screen.getByRole("link", { name: uiTexts.header.admin })).toHaveAttribute("href", "/admin");
  });
});
