import { fireEvent, render, screen } from "@testing-library/react";
import { HERO_POSTER } from "@/lib/hero";
import { Hero } from "./Hero";
import { uiTexts } from "@/test-fixtures";

const video = { mp4: "hero.mp4", webm: "hero.webm" };
const renderHero = () => render(<Hero tagline="Move better" video={video} />);
const stillFor = (query: string) =>
  jest.spyOn(window, "matchMedia").mockImplementation((q) => ({ matches: q === query, media: q }) as MediaQueryList);

describe("Hero", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the poster as its largest picture, fetched first, and the tagline", () => {
    const { container } = renderHero();
    const poster = container.querySelector("picture img");
    expect(poster).toHaveAttribute("src", HERO_POSTER);
    expect(poster).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByText("Move better")).toHaveAttribute("lang", "en");
  });

  it("lays the looping muted video over the poster after mount, with a button that pauses and plays it", () => {
    const { container } = renderHero();
    const player = container.querySelector("video")!;
    expect(player).toHaveAttribute("poster", HERO_POSTER);
    expect([...player.querySelectorAll("source")].map((source) => source.getAttribute("src"))).toEqual([
      "/videos/hero.webm",
      "/videos/hero.mp4",
    ]);
    expect(player.muted).toBe(true);
    const pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.pause(this);
    });
    jest.spyOn(player, "paused", "get").mockReturnValue(false);
    fireEvent.click(screen.getByRole("button", { name: uiTexts.home.pauseHero }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: uiTexts.home.playHero })).toBeInTheDocument();
  });

  it("keeps to the still poster for visitors who ask for reduced motion", () => {
    stillFor("(prefers-reduced-motion: reduce)");
    const { container } = renderHero();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("keeps to the still poster for visitors who save data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    const { container } = renderHero();
    expect(container.querySelector("video")).toBeNull();
    delete (navigator as Partial<Navigator & { connection: unknown }>).connection;
  });
});
