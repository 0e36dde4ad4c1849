import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { coachRole } from "@/lib/coach-role";
import { COACH_VIDEO_TRIGGER } from "@/lib/home";
import { coachCards, staticQueryData, uiTexts } from "@/test-fixtures";
import { withSiteTexts } from "@/test-fixtures/static-queries";
import { enter, installIntersectionObserver, observerOptions } from "@/test-fixtures/intersection-observer";
import { Coaches } from "./Coaches";

const articles = () => screen.getAllByRole("article");
const reduceMotion = (reduce: boolean) =>
  jest
    .spyOn(window, "matchMedia")
    .mockImplementation(
      (query) => ({ matches: reduce && query === "(prefers-reduced-motion: reduce)", media: query }) as MediaQueryList,
    );

describe("Coaches", () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("shows every coach in content order, with the role of that place and the short description", () => {
    render(<Coaches heading="המאמנים" coaches={coachCards} />);
    expect(articles()).toHaveLength(coachCards.length);
    coachCards.forEach((coach, position) => {
      const card = screen.getByRole("article", { name: coach.name });
      expect(card).toHaveAttribute("tabindex", "0");
      expect(within(card).getByText(coachRole({ position }, uiTexts.coachPage))).toBeInTheDocument();
      expect(within(card).getByText(coach.shortDescription)).toBeInTheDocument();
    });
    expect(within(articles()[5]!).getByText(uiTexts.coachPage.laterRole)).toBeInTheDocument();
  });

  it("loads a card's video only when 10% of it is within 100px of the view, watched from 100 ms after mount", () => {
    jest.useFakeTimers();
    uninstall = installIntersectionObserver();
    render(<Coaches heading="המאמנים" coaches={coachCards} />);
    const first = articles()[0]!;
    expect(within(first).getByText(uiTexts.coachCard.videoLoading)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COACH_VIDEO_TRIGGER.delayMs - 1));
    expect(observerOptions()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(observerOptions()).toContainEqual({ threshold: 0.1, rootMargin: "100px" });
    enter([first], 0.05);
    expect(first.querySelector("video")).toBeNull();
    enter([first], 0.1);
    const video = first.querySelector("video");
    expect(video).toHaveAttribute("src", `/videos/coaches/${coachCards[0]!.video}`);
    // The poster is the photo as the build processed it, its largest WebP, not the file as it was uploaded.
    expect(video).toHaveAttribute("poster", "/static/480/coach-1.webp");
    expect(articles()[1]!.querySelector("video")).toBeNull();
  });

  it("pauses and plays all the videos with one button", () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, "pause");
    jest.useFakeTimers();
    render(<Coaches heading="המאמנים" coaches={coachCards} />);
    act(() => jest.runOnlyPendingTimers()); // no IntersectionObserver: every card counts as near
    fireEvent.click(screen.getByRole("button", { name: uiTexts.home.pauseVideos }));
    expect(pause).toHaveBeenCalledTimes(coachCards.length);
    expect(screen.getByRole("button", { name: uiTexts.home.playVideos })).toBeInTheDocument();
  });

  it("starts with the videos paused for visitors who ask for reduced motion", () => {
    reduceMotion(true);
    render(<Coaches heading="המאמנים" coaches={coachCards} />);
    expect(screen.getByRole("button", { name: uiTexts.home.playVideos })).toBeInTheDocument();
  });

  it("shows a new coach's photo, and loads no video, until the coach has one; the others keep their videos", () => {
    jest.useFakeTimers();
    const [first, ...others] = coachCards;
    render(<Coaches heading="המאמנים" coaches={[{ ...first!, video: null }, ...others]} />);
    act(() => jest.runOnlyPendingTimers()); // no IntersectionObserver: every card counts as near
    const [newCoach, next] = articles();
    expect(newCoach!.querySelector("video")).toBeNull();
    // The photo's sizes and modern formats, as the build made them; never the file as it was uploaded.
    const photo = newCoach!.querySelector("picture img");
    expect(photo).toHaveAttribute("src", "/static/480/coach-1.jpg");
    expect(photo?.getAttribute("srcset")).toContain("/static/240/coach-1.jpg 240w");
    expect(newCoach!.querySelector('picture source[type="image/webp"]')?.getAttribute("srcset")).toContain(
      "/static/480/coach-1.webp 480w",
    );
    expect(newCoach!.innerHTML).not.toContain(`/videos/coaches/${first!.poster}`);
    expect(next!.querySelector("video")).toHaveAttribute("src", `/videos/coaches/${others[0]!.video}`);
    expect(next!.querySelector("img")).toBeNull();
  });

  it("takes the photos from the storage bucket when there is one: they are not on disk at build time", () => {
    jest.useFakeTimers();
    jest
      .mocked(useStaticQuery)
      .mockReturnValue(
        withSiteTexts({ siteSettings: { ...staticQueryData.siteTexts.siteSettings, storageBucket: "fixture-bucket" } }),
      );
    const [first, ...others] = coachCards;
    render(<Coaches heading="המאמנים" coaches={[{ ...first!, video: null }, ...others]} />);
    act(() => jest.runOnlyPendingTimers());
    const [newCoach, next] = articles();
    const bucketFile = (file: string) =>
      `https://firebasestorage.googleapis.com/v0/b/fixture-bucket/o/${encodeURIComponent(`videos/coaches/${file}`)}?alt=media`;
    expect(newCoach!.querySelector("img")).toHaveAttribute("src", bucketFile(first!.poster));
    expect(newCoach!.querySelector("picture")).toBeNull();
    expect(next!.querySelector("video")).toHaveAttribute("poster", bucketFile(others[0]!.poster));
    jest.mocked(useStaticQuery).mockImplementation(() => staticQueryData);
  });
});
