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

  it("offers the class's calendar under its sessions: Google's page, Apple's subscription and the file", () => {
    render(<ClassDetails studioClass={fullClass} view={classPageView(fullClass)} trialAction={TRIAL_ACTION} />);
    const file = `${site.siteUrl}/calendars/${fullClass.slug}.ics`;
    const calendar = screen.getByRole("list", { name: uiTexts.classCalendar.classLead });
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.google })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(file.replace("https:", "webcal:"))}`,
    );
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.apple })).toHaveAttribute(
      "href",
      file.replace("https:", "webcal:"),
    );
    expect(within(calendar).getByRole("link", { name: uiTexts.classCalendar.file })).toHaveAttribute("href", file);
  });

  it("lists no session of a paused class, whose sessions are not held, nor its calendar", () => {
    const paused = { ...fullClass, status: "paused" };
    render(<ClassDetails studioClass={paused} view={classPageView(paused)} trialAction={null} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("heading", { name: uiTexts.classPage.schedule })).toBeNull();
    expect(screen.queryByRole("link", { name: uiTexts.classCalendar.google })).toBeNull();
  });
});
