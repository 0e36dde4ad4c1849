import { formatTimeRange } from "@/content/number-runs";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { TimetableDay } from "@/lib/timetable";
import { uiTexts } from "@/test-fixtures";
import { Timetable } from "./Timetable";

const row = (title: string, menuGroup: string, time: string, ages: { minAge: number; maxAge?: number }) => ({
  key: `${title}-${time}`,
  time,
  start: time.slice(0, 5),
  title,
  path: `/classes/${menuGroup}-fixture`,
  menuGroup,
  audience: "קבוצה לדוגמה",
  coaches: "דנה בדיקה",
  price: 'בדוי 250 ש"ח לחודש',
  ages,
});
const days: TimetableDay[] = [
  {
    day: "monday",
    name: "יום שני",
    rows: [
      row("סלטות", "kids", formatTimeRange("16:00", "17:00"), { minAge: 6, maxAge: 9 }),
      row("ידיים", "adults", formatTimeRange("19:00", "20:30"), { minAge: 18 }),
    ],
  },
  {
    day: "saturday",
    name: "שבת",
    rows: [row("אימון חופשי", "open", formatTimeRange("10:00", "12:00"), { minAge: 14 })],
  },
];
const { ageFinder } = uiTexts;
const typeAge = (value: string) => fireEvent.change(screen.getByLabelText(ageFinder.label), { target: { value } });
const shownTitles = () => screen.queryAllByRole("rowheader").map((cell) => cell.textContent);

describe("Timetable", () => {
  it("writes each session's price in its own column, and a course's coming cycle under its name", () => {
    const withCycle: TimetableDay[] = [
      { ...days[0]!, rows: [{ ...days[0]!.rows[0]!, cycle: "בדוי המחזור הקרוב: 3 בינואר עד 21 בפברואר" }] },
    ];
    render(<Timetable days={withCycle} />);
    expect(screen.getByRole("columnheader", { name: uiTexts.timetable.price })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: 'בדוי 250 ש"ח לחודש' })).toBeInTheDocument();
    expect(screen.getByRole("rowheader")).toHaveTextContent("סלטות" + "בדוי המחזור הקרוב: 3 בינואר עד 21 בפברואר");
  });

  it("offers the filter as radio buttons, everything chosen first", () => {
    render(<Timetable days={days} />);
    const filter = screen.getByRole("group", { name: uiTexts.timetable.show });
    expect(
      within(filter)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual((["all", "kids", "adults", "courses", "open"] as const).map((filter) => uiTexts.timetable[filter]));
    expect(within(filter).getByRole("radio", { name: uiTexts.timetable.all })).toBeChecked();
  });

  it("gives each day a table named by the day, each session its time, class link and group for the filter", () => {
    render(<Timetable days={days} />);
    const monday = screen.getByRole("table", { name: "יום שני" });
    const sessions = within(monday).getAllByRole("row").slice(1);
    expect(sessions.map((session) => session.getAttribute("data-menu-group"))).toEqual(["kids", "adults"]);
    expect(within(sessions[0]!).getByText(formatTimeRange("16:00", "17:00"))).toHaveRole("cell");
    expect(within(sessions[0]!).getByRole("link", { name: "סלטות" })).toHaveAttribute("href", "/classes/kids-fixture");
    expect(within(screen.getByRole("table", { name: "שבת" })).getAllByRole("row")).toHaveLength(2);
  });

  it("keeps, for an age typed, the sessions that take it and the days that keep one, counted, and shows all again", () => {
    render(<Timetable days={days} />);
    typeAge("30");
    expect(shownTitles()).toEqual(["ידיים", "אימון חופשי"]);
    expect(screen.getByRole("status")).toHaveTextContent("בגיל 30 יש 2 קבוצות, 2 מפגשים");
    typeAge("7");
    expect(shownTitles()).toEqual(["סלטות"]);
    expect(screen.queryByRole("table", { name: "שבת" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("בגיל 7: קבוצה אחת, מפגש אחד");
    fireEvent.click(screen.getByRole("button", { name: ageFinder.showAllAges }));
    expect(shownTitles()).toEqual(["סלטות", "ידיים", "אימון חופשי"]);
    expect(screen.getByLabelText(ageFinder.label)).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("counts with the group filter's choice, and says so when no class takes the age", () => {
    render(<Timetable days={days} />);
    fireEvent.click(screen.getByRole("radio", { name: uiTexts.timetable.adults }));
    typeAge("30");
    expect(screen.getByRole("status")).toHaveTextContent("בגיל 30: קבוצה אחת, מפגש אחד");
    typeAge("3");
    expect(screen.getByRole("status")).toHaveTextContent("אין לגיל 3");
  });

  it("takes only whole years, says so, and filters nothing meanwhile", () => {
    render(<Timetable days={days} />);
    typeAge("9.5");
    expect(screen.getByLabelText(ageFinder.label)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(ageFinder.label)).toHaveAccessibleDescription(ageFinder.invalid);
    expect(shownTitles()).toHaveLength(3);
  });

  it("starts from ?age= in the address, and writes a new age there", () => {
    window.history.replaceState(null, "", "/schedule?age=15");
    render(<Timetable days={days} />);
    expect(screen.getByLabelText(ageFinder.label)).toHaveValue("15");
    expect(shownTitles()).toEqual(["אימון חופשי"]);
    typeAge("8");
    expect(window.location.search).toBe("?age=8");
    typeAge("");
    expect(window.location.search).toBe("");
  });
});
