import { plainText } from "@/content/number-runs";
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

  it("gives several open-training classes a menu of their own, each link named by its class, as the header does", () => {
    const open = homeClassLinks.find((entry) => entry.menuGroup === "open")!;
    const second = { ...open, slug: "open-floor-2", path: "/classes/open-floor-2", title: `${open.title} מתקדמים` };
    render(<ChooseClass heading="בחרו חוג" classes={[...homeClassLinks, second]} />);
    const links = within(menuOf(uiTexts.menus.open).list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [open.title, open.path],
      [second.title, second.path],
    ]);
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

  it("finds by age the classes with a group that takes it, each with its sessions and a try-out", () => {
    render(<ChooseClass heading="בחרו חוג" classes={homeClassLinks} />);
    const { ageFinder } = uiTexts;
    fireEvent.change(screen.getByLabelText(ageFinder.label), { target: { value: "9" } });
    expect(screen.getByRole("status")).toHaveTextContent("בגיל 9 יש 2 קבוצות, 3 מפגשים");
    const found = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(found).toEqual(["Flips for kids (בעברית)", "Boxing for kids (בעברית)"]);
    const flips = screen.getByRole("heading", { name: "Flips for kids (בעברית)" }).closest("li")!;
    const [sessions] = within(flips).getAllByRole("list");
    expect(
      within(sessions!)
        .getAllByRole("listitem")
        .map((item) => plainText(item.textContent!)),
    ).toEqual(["יום ראשון 16:00–17:00, גילאי 6–9", "יום שני 16:00–17:00, גילאי 6–9"]);
    // The group's own calendar, behind one line.
    expect(within(flips).getByText(uiTexts.classCalendar.groupToggle)).toBeInTheDocument();
    expect(within(flips).getByRole("link", { name: uiTexts.classCalendar.file })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/calendars\/[\w-]+(?:\/6-9)?\.ics$/),
    );
    expect(within(flips).getByRole("link", { name: ageFinder.trial })).toHaveAttribute("href", "/#about");
    // The class's page is told the age, so that its try-out picks the group.
    expect(within(flips).getByRole("link", { name: "Flips for kids (בעברית)" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?age=9$/),
    );
    expect(screen.getByRole("link", { name: "לוח הגיל 9" })).toHaveAttribute("href", "/schedule?age=9");
    fireEvent.click(screen.getByRole("button", { name: ageFinder.showAllAges }));
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });
});
