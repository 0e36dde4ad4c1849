import { render, screen, within } from "@testing-library/react";
import { booking, classMenuLinks, coachCards, site } from "@/test-fixtures";
import { SiteStatus } from "./SiteStatus";

const REPOSITORY = "https://github.com/fixture/site";

const data: Queries.SiteStatusFragment = {
  siteSettings: { ...site, repositoryUrl: REPOSITORY },
  allStudioClass: {
    nodes: classMenuLinks.map((link) => ({
      slug: link.path.split("/").pop()!,
      title: link.menuLabel,
      group: link.group,
      path: link.path,
    })),
  },
  allCoach: {
    nodes: coachCards.map((coach) => ({ slug: coach.slug, name: coach.name, readMoreLink: `/coaches/${coach.slug}` })),
  },
  bookingSettings: { blockedDates: booking.blockedDates },
  buildInfo: { commit: "abc1234", builtAt: "2030-03-01T10:00:00.000Z" },
};

const section = (name: string) => screen.getByRole("region", { name });

describe("SiteStatus", () => {
  afterEach(() => jest.useRealTimers());

  it("lists every class and coach with its page and a link to edit its file", () => {
    render(<SiteStatus data={data} viewerEmail="boss@fixture.example" />);
    const classes = section(`חוגים וקורסים (${classMenuLinks.length})`);
    expect(within(classes).getAllByRole("row")).toHaveLength(classMenuLinks.length + 1);
    expect(within(classes).getByRole("link", { name: "/classes/handstand" })).toHaveAttribute(
      "href",
      "/classes/handstand",
    );
    expect(within(classes).getByRole("link", { name: /עריכת Flips for kids/ })).toHaveAttribute(
      "href",
      `${REPOSITORY}/edit/main/content/classes.json`,
    );
    const coaches = section(`מאמנים (${coachCards.length})`);
    expect(within(coaches).getAllByRole("row")).toHaveLength(coachCards.length + 1);
  });

  it("splits the blocked dates into upcoming and past by the admin's own clock", () => {
    jest.useFakeTimers({ now: new Date("2030-03-06T09:00:00") });
    const { container } = render(<SiteStatus data={data} viewerEmail="boss@fixture.example" />);
    const dates = (kind: string) =>
      [...container.querySelectorAll(`[data-blocked="${kind}"] time`)].map((time) => time.getAttribute("datetime"));
    expect(dates("upcoming")).toEqual(["2030-03-06"]);
    expect(dates("past")).toEqual(["2030-03-05"]);
  });

  it("says when there is no blocked date ahead", () => {
    jest.useFakeTimers({ now: new Date("2031-01-01T09:00:00") });
    render(<SiteStatus data={data} viewerEmail="boss@fixture.example" />);
    expect(screen.getByText("אין תאריכים חסומים מהיום והלאה.")).toBeInTheDocument();
  });

  it("marks the sample values and names the build's commit", () => {
    const { container } = render(<SiteStatus data={data} viewerEmail="boss@fixture.example" />);
    const services = section("שירותים והגדרות");
    expect(within(services).getByRole("rowheader", { name: "כתובת האתר" }).closest("tr")).toHaveAttribute(
      "data-state",
      "sample",
    );
    expect(container.querySelector("[data-build-info] code")).toHaveTextContent("abc1234");
  });

  it("has no edit links without a repository", () => {
    render(
      <SiteStatus
        data={{ ...data, siteSettings: { ...data.siteSettings!, repositoryUrl: null } }}
        viewerEmail="boss@fixture.example"
      />,
    );
    expect(screen.queryByRole("link", { name: /עריכת/ })).toBeNull();
  });
});
