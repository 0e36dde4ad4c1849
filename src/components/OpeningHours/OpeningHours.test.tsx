import { formatTimeRange } from "@/content/number-runs";
import { render, screen } from "@testing-library/react";
import { fixtureWeekShown, shownWeek, site } from "@/test-fixtures";
import { OpeningHours } from "./OpeningHours";

describe("OpeningHours", () => {
  it("lists the whole week, Sunday first, with each day's openings in order and the closed days marked", () => {
    const { container } = render(<OpeningHours hours={site.openingHours} />);
    expect(shownWeek(container)).toEqual(fixtureWeekShown);
  });

  it("writes each range the site's one way, a left-to-right run that does not wrap", () => {
    render(<OpeningHours hours={site.openingHours} />);
    expect(screen.getByText(formatTimeRange("09:00", "12:15"))).toBeInTheDocument();
  });
});
