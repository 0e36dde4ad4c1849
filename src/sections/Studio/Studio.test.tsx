import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { enter, installIntersectionObserver } from "@/test-fixtures/intersection-observer";
import { facilities, staticQueryData } from "@/test-fixtures";
import { withSiteTexts } from "@/test-fixtures/static-queries";
import { Studio } from "./Studio";

const cards = () => [...document.querySelectorAll<HTMLElement>("[data-reveal-index]")];

describe("Studio", () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it("shows every facility in content order with its title, text and described picture", () => {
    render(<Studio heading="הסטודיו" facilities={facilities} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      facilities.map((facility) => facility.title),
    );
    for (const facility of facilities) {
      expect(screen.getByText(facility.text)).toBeInTheDocument();
      expect(screen.getByAltText(facility.alt)).toBeInTheDocument();
    }
    // The picture gatsby-plugin-image did not process is served as it is, lazily.
    expect(screen.getByAltText(facilities[2]!.alt)).toHaveAttribute("src", `/images/studio/${facilities[2]!.img}`);
  });

  it("takes every picture from the storage bucket when there is one", () => {
    jest
      .mocked(useStaticQuery)
      .mockReturnValue(
        withSiteTexts({ siteSettings: { ...staticQueryData.siteTexts.siteSettings, storageBucket: "fixture-bucket" } }),
      );
    render(<Studio heading="הסטודיו" facilities={facilities} />);
    for (const facility of facilities) {
      expect(screen.getByAltText(facility.alt).getAttribute("src")).toMatch(
        /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/fixture-bucket\/o\/images%2Fstudio%2F/,
      );
    }
    jest.mocked(useStaticQuery).mockImplementation(() => staticQueryData);
  });

  it("hides nothing without IntersectionObserver (no JavaScript, old browsers)", () => {
    render(<Studio heading="הסטודיו" facilities={facilities} />);
    expect(screen.getByRole("list")).toHaveAttribute("data-reveal-armed", "false");
  });

  it("reveals the cards that enter the view together 0.15 s apart, in their order", () => {
    uninstall = installIntersectionObserver();
    render(<Studio heading="הסטודיו" facilities={facilities} />);
    expect(screen.getByRole("list")).toHaveAttribute("data-reveal-armed", "true");
    const [first, second, third] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    enter([second, first]);
    expect([first.style.transitionDelay, second.style.transitionDelay]).toEqual(["0s", "0.15s"]);
    expect(first).toHaveAttribute("data-revealed", "true");
    expect(third).toHaveAttribute("data-revealed", "false");
    enter([third]);
    expect(third).toHaveAttribute("data-revealed", "true");
    expect(third.style.transitionDelay).toBe("0s");
  });
});
