import { render, screen, within } from "@testing-library/react";
import type { TimetableDay } from "@/lib/timetable";
import { Timetable } from "./Timetable";

const row = (title: string, group: string, time: string) => ({
  key: `${title}-${time}`,
  time,
  start: time.slice(0, 5),
  title,
  path: `/classes/${group}-fixture`,
  group,
  audience: "קבוצה לדוגמה",
  coaches: "דנה בדיקה",
});
const days: TimetableDay[] = [
  {
    day: "monday",
    name: "יום שני",
    rows: [row("סלטות", "kids", "16:00–17:00"), row("ידיים", "adults", "19:00–20:30")],
  },
  { day: "saturday", name: "שבת", rows: [row("אימון חופשי", "open", "10:00–12:00")] },
];

describe("Timetable", () => {
  it("offers the filter as radio buttons, everything chosen first", () => {
    render(<Timetable days={days} />);
    const filter = screen.getByRole("group", { name: "הצגת האימונים של" });
    expect(
      within(filter)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["הכול", "ילדים", "מבוגרים", "קורסים", "אימון פתוח"]);
    expect(within(filter).getByRole("radio", { name: "הכול" })).toBeChecked();
  });

  it("gives each day a table named by the day, each session its time, class link and group for the filter", () => {
    render(<Timetable days={days} />);
    const monday = screen.getByRole("table", { name: "יום שני" });
    const sessions = within(monday).getAllByRole("row").slice(1);
    expect(sessions.map((session) => session.getAttribute("data-group"))).toEqual(["kids", "adults"]);
    expect(within(sessions[0]!).getByText("16:00–17:00")).toHaveAttribute("dir", "ltr");
    expect(within(sessions[0]!).getByRole("link", { name: "סלטות" })).toHaveAttribute("href", "/classes/kids-fixture");
    expect(within(screen.getByRole("table", { name: "שבת" })).getAllByRole("row")).toHaveLength(2);
  });
});
