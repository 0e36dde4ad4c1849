import { isolateNumberRanges } from "@/content/number-runs";
import { plainText } from "@/content/number-runs";
import { render, screen, within } from "@testing-library/react";
import { formatPrice, formatShekels } from "@/content/format";
import { asWritten, fullClass, plainClass, site, uiTexts } from "@/test-fixtures";
import { classPageView } from "@/lib/class-page-view";
import { ClassDetails } from "./ClassDetails";

/** The items of the list that holds this text. */
const listHolding = (text: string) =>
  within(screen.getByText(text).closest("ol, ul") as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

const TRIAL_ACTION = <a href="#trial">שיעור ניסיון</a>;

describe("ClassDetails", () => {
  it("shows the class's texts under its group's name", () => {
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fullClass.title);
    expect(screen.getByText(uiTexts.menus.kids)).toBeInTheDocument();
    for (const text of [fullClass.summary, fullClass.audience, fullClass.level!, ...fullClass.description]) {
      expect(
        screen.getByText((_, element) => element?.tagName === "P" && plainText(element.textContent!) === text),
      ).toBeInTheDocument();
    }
    expect(listHolding(fullClass.sessionOutline[0]!)).toEqual(fullClass.sessionOutline);
    expect(listHolding(fullClass.bring[0]!)).toEqual(fullClass.bring);
  });

  it("lists the week's sessions in weekday order, with the group or everyone", () => {
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => plainText(row.textContent!))).toEqual([
      "יום ראשון16:30–17:15גילאי 8–10",
      `יום שלישי17:00–18:00${uiTexts.classPage.everyone}`,
    ]);
  });

  it("shows the price with its period and note, links the coaches, and offers the try-out under the title and at the end", () => {
    render(
      <ClassDetails
        studioClass={fullClass}
        view={classPageView(fullClass)}
        trialAction={TRIAL_ACTION}
        endAction={TRIAL_ACTION}
      />,
    );
    expect(
      screen.getByText(formatPrice(240, "month", uiTexts.classPage), { exact: false, ...asWritten }),
    ).toBeInTheDocument();
    // The second price goes in from its field, written as the site writes prices (issue 29: a price written once).
    expect(screen.getByText(`כולל ביטוח. פעמיים בשבוע: ${formatShekels(330)}`, asWritten)).toBeInTheDocument();
    for (const coach of fullClass.coaches) {
      expect(screen.getByRole("link", { name: coach.name })).toHaveAttribute("href", coach.readMoreLink);
    }
    const calls = screen.getAllByRole("link", { name: "שיעור ניסיון" });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.closest("aside")).toBeNull();
    expect(calls[1]!.closest("aside")).not.toBeNull();
  });

  it("shows the class's picture with its description", () => {
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    expect(screen.getByRole("img", { name: fullClass.imageAlt ?? "" })).toBeInTheDocument();
  });

  it("leaves out the picture, price, level and coaches it does not have", () => {
    render(<ClassDetails studioClass={plainClass} view={classPageView(plainClass)} trialAction={TRIAL_ACTION} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("heading", { name: uiTexts.classPage.price })).toBeNull();
    expect(screen.queryByText("מתחילים")).toBeNull();
    expect(screen.getByText(uiTexts.menus.open)).toBeInTheDocument();
  });

  /** The three links of the calendar at `path`: Google's page, Apple's subscription and the file. */
  const expectCalendarLinks = (calendar: HTMLElement, path: string) => {
    const file = `${site.siteUrl}${path}`;
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.google })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(file.replace("https:", "webcal:"))}`,
    );
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.apple })).toHaveAttribute(
      "href",
      file.replace("https:", "webcal:"),
    );
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.file })).toHaveAttribute("href", file);
  };

  it("offers the calendar of a class with one group under its sessions", () => {
    const oneGroup = { ...fullClass, schedule: [fullClass.schedule[1]!] };
    render(<ClassDetails studioClass={oneGroup} view={classPageView(oneGroup)} trialAction={TRIAL_ACTION} />);
    expectCalendarLinks(
      screen.getByRole("list", { name: uiTexts.classCalendar.classLead }),
      `/calendars/${fullClass.slug}.ics`,
    );
  });

  it("offers each group's calendar of a class with several, and the class's with all of them", () => {
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    expectCalendarLinks(
      screen.getByRole("list", { name: isolateNumberRanges("גילאי 8–10") }),
      `/calendars/${fullClass.slug}/8-10.ics`,
    );
    expectCalendarLinks(screen.getByRole("list", { name: "8–12" }), `/calendars/${fullClass.slug}/8-12.ics`);
    expectCalendarLinks(
      screen.getByRole("list", { name: uiTexts.classCalendar.allGroups }),
      `/calendars/${fullClass.slug}.ics`,
    );
  });

  it("puts first, and names, the group of the age in the address (from an age finder), when one group takes it", async () => {
    const forAge = (age: number) => uiTexts.classCalendar.forAge.replace("{age}", String(age));
    window.history.replaceState(null, "", `/classes/${fullClass.slug}?age=11`);
    // The group of 8–10 meets first in the week, so it is listed first until an age puts the other first.
    const reordered = { ...fullClass, schedule: [...fullClass.schedule].reverse() };
    const { unmount } = render(
      <ClassDetails studioClass={reordered} view={classPageView(reordered)} trialAction={TRIAL_ACTION} />,
    );
    const chosen = await screen.findByText(`8–12 (${forAge(11)})`);
    expect(chosen.closest("li")).toBe(chosen.closest("ul")!.firstElementChild);
    unmount();
    // Both groups take 10: none is chosen for it, as the try-out form would not choose one.
    window.history.replaceState(null, "", `/classes/${fullClass.slug}?age=10`);
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    await screen.findByRole("list", { name: uiTexts.classCalendar.allGroups });
    expect(screen.queryByText(forAge(10), { exact: false })).toBeNull();
    window.history.replaceState(null, "", "/");
  });

  it("lists no session of a paused class, whose sessions are not held, nor its calendar", () => {
    const paused = { ...fullClass, status: "paused" };
    render(<ClassDetails studioClass={paused} view={classPageView(paused)} trialAction={null} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("heading", { name: uiTexts.classPage.schedule })).toBeNull();
    expect(screen.queryByRole("link", { name: uiTexts.classCalendar.google })).toBeNull();
  });
});
