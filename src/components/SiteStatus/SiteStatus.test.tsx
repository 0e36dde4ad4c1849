import { render, screen, within } from "@testing-library/react";
import fixtureEvents from "@/test-fixtures/content/events.json";
import fixtureNotices from "@/test-fixtures/content/notices.json";
import { booking, classMenuLinks, site, uiTexts } from "@/test-fixtures";
import { SiteStatus } from "./SiteStatus";

const REPOSITORY = "https://github.com/fixture/site";
const texts = uiTexts.admin;
const FILES = ["content/site.json", "content/notices/", "content/events/"];

const data: Queries.SiteStatusFragment = {
  siteSettings: { ...site, repositoryUrl: REPOSITORY },
  noticesInForce: fixtureNotices.map((notice) => ({
    text: notice.text,
    until: notice.until,
    pages: notice.pages ?? null,
  })),
  upcomingEvents: fixtureEvents.map((event) => ({
    slug: event.slug,
    path: `/events/${event.slug}`,
    title: event.title,
    date: event.date,
    endDate: event.endDate ?? null,
  })),
  allStudioClass: {
    nodes: classMenuLinks.map((link, index) => ({
      slug: link.path.split("/").pop()!,
      title: link.menuLabel,
      path: link.path,
      status: index === 1 ? "paused" : null,
    })),
  },
  bookingSettings: { blockedDates: booking.blockedDates },
  buildInfo: { commit: "abc1234", builtAt: "2030-03-01T10:00:00.000Z", buildDate: "2030-03-01", contentFiles: FILES },
};

const section = (name: string) => screen.getByRole("region", { name });
const renderStatus = (props: Partial<Parameters<typeof SiteStatus>[0]> = {}) =>
  render(<SiteStatus data={data} viewerEmail="boss@fixture.example" technical={false} {...props} />);

describe("SiteStatus", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the notices in force with their last day and pages, and the upcoming events", () => {
    renderStatus();
    const notices = section(texts.noticesHeading);
    expect(within(notices).getAllByRole("listitem")).toHaveLength(fixtureNotices.length);
    const [everywhere, somePages] = within(notices).getAllByRole("listitem");
    expect(everywhere).toHaveTextContent(fixtureNotices[0]!.text);
    expect(everywhere).toHaveTextContent(texts.noticeEverywhere);
    expect(everywhere!.querySelector("time")).toHaveAttribute("datetime", fixtureNotices[0]!.until);
    expect(somePages).toHaveTextContent(texts.noticePages.replace("{pages}", fixtureNotices[1]!.pages!.join(", ")));
    const events = section(texts.eventsHeading);
    expect(within(events).getByRole("link", { name: fixtureEvents[0]!.title })).toHaveAttribute(
      "href",
      `/events/${fixtureEvents[0]!.slug}`,
    );
  });

  it("says so when there is no notice, event or paused class", () => {
    renderStatus({
      data: { ...data, noticesInForce: [], upcomingEvents: [], allStudioClass: { nodes: [] } },
    });
    expect(section(texts.noticesHeading)).toHaveTextContent(texts.noNotices);
    expect(section(texts.eventsHeading)).toHaveTextContent(texts.noEvents);
    expect(section(texts.pausedHeading)).toHaveTextContent(texts.noPaused);
  });

  it("lists the paused classes", () => {
    renderStatus();
    const paused = section(texts.pausedHeading);
    expect(
      within(paused)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([classMenuLinks[1]!.path]);
  });

  it("shows the blocked dates from the admin's own today on", () => {
    jest.useFakeTimers({ now: new Date("2030-03-06T09:00:00") });
    const { container } = renderStatus();
    const dates = [...container.querySelectorAll('[data-blocked="upcoming"] time')].map((time) =>
      time.getAttribute("datetime"),
    );
    expect(dates).toEqual(["2030-03-06"]);
  });

  it("links each content file (or folder) to its form and to GitHub's editor, and explains how to get them without a repository", () => {
    const { unmount } = renderStatus();
    const files = section(texts.filesHeading);
    expect(
      within(files)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/admin/content/#/collections/_singletons/entries/site",
      `${REPOSITORY}/edit/main/content/site.json`,
      // A folder's entries: its list in the editor, its files in GitHub.
      "/admin/content/#/collections/notices",
      `${REPOSITORY}/tree/main/content/notices`,
      "/admin/content/#/collections/events",
      `${REPOSITORY}/tree/main/content/events`,
    ]);
    unmount();
    renderStatus({ data: { ...data, siteSettings: { ...data.siteSettings!, repositoryUrl: null } } });
    expect(within(section(texts.filesHeading)).queryByRole("link")).toBeNull();
    expect(section(texts.filesHeading)).toHaveTextContent(texts.noRepository);
  });

  it("leads to the editor's page of pending changes, when there is a repository to read them from", () => {
    const { unmount } = renderStatus();
    expect(within(section(texts.changesHeading)).getByRole("link", { name: texts.changesLink })).toHaveAttribute(
      "href",
      "/admin/content/changes/",
    );
    unmount();
    renderStatus({ data: { ...data, siteSettings: { ...data.siteSettings!, repositoryUrl: null } } });
    expect(screen.queryByRole("heading", { name: texts.changesHeading })).toBeNull();
  });

  it("names the build's commit, time and date", () => {
    const { container } = renderStatus();
    expect(container.querySelector("[data-build-info] code")).toHaveTextContent("abc1234");
    expect(container.querySelector("[data-build-info] time")).toHaveAttribute("datetime", "2030-03-01T10:00:00.000Z");
    expect(container.querySelector("[data-build-date]")).toHaveAttribute("data-build-date", "2030-03-01");
  });

  it("shows the services, variables and emulator only to a development build", () => {
    const { unmount } = renderStatus();
    expect(screen.queryByRole("region", { name: texts.technicalHeading })).toBeNull();
    expect(document.body).not.toHaveTextContent(/GATSBY_|אמולטור|demo-studio/);
    unmount();
    renderStatus({ technical: true });
    const technical = section(texts.technicalHeading);
    expect(
      within(technical).getByRole("rowheader", { name: uiTexts.adminServices.siteUrl }).closest("tr"),
    ).toHaveAttribute("data-state", "sample");
  });
});
