import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { navigate, useStaticQuery } from "gatsby";
import { DROPDOWN_CLOSE_DELAY_MS } from "@/lib/header";
import { FIXTURE_ADMIN_EMAIL, classMenuLinks, uiTexts } from "@/test-fixtures";
import { staticQueryData, withSiteTexts } from "@/test-fixtures/static-queries";
import { Header } from "./Header";
import { HeaderAccountContext, type HeaderAccount } from "./header-account";

const signedOut = (): HeaderAccount => ({ email: null, verifiedEmail: null, openLogin: jest.fn(), signOut: jest.fn() });
const renderHeader = (account: HeaderAccount | null = signedOut()) =>
  render(
    <HeaderAccountContext.Provider value={account}>
      <Header fixed={false} />
    </HeaderAccountContext.Provider>,
  );
const nav = () => screen.getByRole("navigation", { name: uiTexts.header.navigation });
const toggle = () => screen.getByRole("button", { name: uiTexts.header.menuToggle });

describe("Header", () => {
  afterEach(() => jest.useRealTimers());

  it("has a menu per class group with the group's classes in content order, then the other links", () => {
    renderHeader();
    const kids = screen.getByRole("button", { name: uiTexts.menus.kids });
    const kidsMenu = document.getElementById(kids.getAttribute("aria-controls")!)!;
    expect(
      within(kidsMenu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(classMenuLinks.filter((link) => link.menuGroup === "kids").map((link) => link.menuLabel));
    const links = within(nav())
      .getAllByRole("link")
      .filter((link) => !link.closest("[data-nav-menu]"));
    expect(links.map((link) => link.textContent)).toEqual([
      "Open floor",
      uiTexts.header.schedule,
      uiTexts.header.shop,
      uiTexts.header.userArea,
      uiTexts.header.faq,
      uiTexts.header.studio,
      uiTexts.header.coaches,
      uiTexts.header.contact,
    ]);
    expect(screen.getByRole("button", { name: uiTexts.accountMenu.signIn })).toBeInTheDocument();
  });

  it("links to the events while one is upcoming, and not otherwise", () => {
    const eventsLink = () => within(nav()).queryByRole("link", { name: uiTexts.events.headerLink });
    const { unmount } = renderHeader();
    expect(eventsLink()).toBeNull();
    unmount();
    jest.mocked(useStaticQuery).mockReturnValue(withSiteTexts({ upcomingEvents: [{ slug: "flips-workshop" }] }));
    try {
      renderHeader();
      expect(eventsLink()).toHaveAttribute("href", "/events");
    } finally {
      jest.mocked(useStaticQuery).mockReturnValue(staticQueryData);
    }
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

  it("asks the account's provider to open the login, and closes the phone menu", () => {
    const account = signedOut();
    renderHeader(account);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: uiTexts.accountMenu.signIn }));
    expect(account.openLogin).toHaveBeenCalledTimes(1);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the member's menu, and the admin link only to a verified address on the admin list, whatever its case", async () => {
    const member = "member@fixture.example";
    const { unmount } = renderHeader({ ...signedOut(), email: member, verifiedEmail: member });
    expect(screen.getByRole("button", { name: uiTexts.accountMenu.myAccount })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: uiTexts.header.admin })).toBeNull();
    unmount();
    // The admin's address before its owner has verified it (firestore.rules would refuse it too): no check at all.
    const unverified = renderHeader({ ...signedOut(), email: FIXTURE_ADMIN_EMAIL, verifiedEmail: null });
    expect(screen.queryByRole("link", { name: uiTexts.header.admin })).toBeNull();
    unverified.unmount();
    const admin = FIXTURE_ADMIN_EMAIL.toUpperCase();
    renderHeader({ ...signedOut(), email: admin, verifiedEmail: admin });
    expect(await screen.findByRole("link", { name: uiTexts.header.admin })).toHaveAttribute("href", "/admin");
  });

  it("has no account item where no provider gives it a session", () => {
    renderHeader(null);
    expect(screen.queryByRole("button", { name: uiTexts.accountMenu.signIn })).toBeNull();
    expect(screen.queryByRole("button", { name: uiTexts.accountMenu.myAccount })).toBeNull();
  });
});
