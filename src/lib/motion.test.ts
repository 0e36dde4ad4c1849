import { prefersStillHero } from "./motion";

describe("prefersStillHero", () => {
  const win = (reducedMotion: boolean, connection?: { saveData?: boolean }) =>
    ({
      matchMedia: (query: string) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" }),
      navigator: { connection },
    }) as unknown as Window;

  it("plays the video by default, also where the browser does not report the connection", () => {
    expect(prefersStillHero(win(false))).toBe(false);
    expect(prefersStillHero(win(false, { saveData: false }))).toBe(false);
  });

  it("keeps the picture for reduced motion and for Save-Data", () => {
    expect(prefersStillHero(win(true))).toBe(true);
    expect(prefersStillHero(win(false, { saveData: true }))).toBe(true);
  });
});
