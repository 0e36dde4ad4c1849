import { render, screen } from "@testing-library/react";
import { uiTexts } from "@/test-fixtures";
import { StudioClosures } from "./StudioClosures";

describe("StudioClosures", () => {
  it("lists each day the studio is closed, its weekday and date first, with its reason", () => {
    render(
      <StudioClosures
        closures={[
          { date: "2027-10-10", name: "ערב יום כיפור" },
          { date: "2027-10-11", name: "יום כיפור" },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: uiTexts.schedulePage.closuresHeading });
    expect(section).toHaveTextContent(uiTexts.schedulePage.closuresLead);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "יום ראשון, 10 באוקטובר 2027",
      "יום שני, 11 באוקטובר 2027",
    ]);
    expect(screen.getAllByRole("definition").map((name) => name.textContent)).toEqual(["ערב יום כיפור", "יום כיפור"]);
  });

  it("shows nothing while no day is closed", () => {
    const { container } = render(<StudioClosures closures={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
