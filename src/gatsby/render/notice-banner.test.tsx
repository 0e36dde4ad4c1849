import { render, screen } from "@testing-library/react";
import fixtureNotices from "@/test-fixtures/content/notices.json";
import { NoticeBanner, type Notice } from "./notice-banner";
import { showNoticesFor } from "./notice-visibility";

const notices = fixtureNotices as Notice[];
const [friday, spring] = notices as [Notice, Notice];
const LABEL = "הודעות הסטודיו";
const banner = () => screen.queryByRole("region", { name: LABEL });
const shownTexts = () =>
  [...document.querySelectorAll<HTMLElement>("[data-notice-until]")]
    .filter((element) => !element.hidden)
    .map((element) => element.firstChild?.textContent);

describe("NoticeBanner", () => {
  it("writes nothing when there is no notice", () => {
    const { container } = render(<NoticeBanner notices={[]} path="/" label={LABEL} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the notices for this page, with their link, and keeps the others hidden for later pages", () => {
    render(<NoticeBanner notices={notices} path="/" label={LABEL} />);
    expect(banner()).toBeVisible();
    expect(shownTexts()).toEqual([friday.text, spring.text]);
    expect(screen.getByRole("link", { name: spring.link!.label })).toHaveAttribute("href", spring.link!.href);
  });

  it("is hidden whole on a page that none of its notices is for", () => {
    render(<NoticeBanner notices={[spring]} path="/shop" label={LABEL} />);
    expect(banner()).toBeNull();
    expect(document.querySelector("[data-notices]")).toHaveAttribute("hidden");
  });
});

describe("showNoticesFor", () => {
  // Israel: 2030-03-05 until 22:00 UTC (UTC+2 in winter).
  const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

  it("hides a notice after its day in Israel, and the banner once none is left", () => {
    render(<NoticeBanner notices={notices} path="/" label={LABEL} />);
    showNoticesFor(document, "/", new Date("2030-03-05T21:59:00Z"));
    expect(shownTexts()).toEqual([friday.text, spring.text]);
    showNoticesFor(document, "/", new Date("2030-03-05T22:00:00Z"));
    expect(shownTexts()).toEqual([spring.text]);
    showNoticesFor(document, "/", day("2030-03-13"));
    expect(shownTexts()).toEqual([]);
    expect(banner()).toBeNull();
  });

  it("shows each page its own notices as the visitor moves inside the site", () => {
    render(<NoticeBanner notices={notices} path="/" label={LABEL} />);
    showNoticesFor(document, "/shop", day("2030-03-04"));
    expect(shownTexts()).toEqual([friday.text]);
    showNoticesFor(document, "/schedule", day("2030-03-06"));
    expect(shownTexts()).toEqual([spring.text]);
    showNoticesFor(document, "/shop", day("2030-03-06"));
    expect(banner()).toBeNull();
  });
});
