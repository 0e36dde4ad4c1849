import { act, render, screen } from "@testing-library/react";
import { site } from "@/test-fixtures";
import { UserLogin } from "./UserLogin";

const { loginUrl } = site.bookingProvider;

describe("UserLogin", () => {
  afterEach(() => jest.useRealTimers());

  it("offers the provider's login in a new tab, and help through the contact section", () => {
    render(<UserLogin heading="איזור אישי" text="הסבר" loginUrl={loginUrl} phone={site.phone} />);
    expect(screen.getByRole("region", { name: "איזור אישי" })).toHaveAttribute("id", "user-login");
    const newTab = screen.getByRole("link", { name: "כניסה לאיזור האישי בחלון חדש" });
    expect(newTab).toHaveAttribute("href", loginUrl);
    expect(newTab).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "בעיות בהתחברות? פנו אלינו לעזרה" })).toHaveAttribute("href", "#contact");
  });

  it("creates the login frame only once the section is near", () => {
    jest.useFakeTimers();
    render(<UserLogin heading="איזור אישי" text="הסבר" loginUrl={loginUrl} phone={site.phone} />);
    expect(screen.queryByTitle("כניסה לאיזור האישי במערכת ההזמנות")).toBeNull();
    // jsdom has no IntersectionObserver: the hook then takes the section for near once it starts watching.
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByTitle("כניסה לאיזור האישי במערכת ההזמנות")).toHaveAttribute("src", loginUrl);
  });
});
