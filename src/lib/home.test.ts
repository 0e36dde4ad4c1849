import { COACH_VIDEO_TRIGGER, revealDelay } from "./home";

describe("revealDelay", () => {
  it("puts the cards 0.15s apart, written the way CSS reads it", () => {
    expect([0, 1, 2, 3, 4, 5].map(revealDelay)).toEqual(["0s", "0.15s", "0.3s", "0.45s", "0.6s", "0.75s"]);
  });
});

describe("COACH_VIDEO_TRIGGER", () => {
  it("watches the coach cards as the spec says: 10% visible, 100px ahead, from 100ms after mount", () => {
    expect(COACH_VIDEO_TRIGGER).toEqual({ threshold: 0.1, rootMargin: "100px", delayMs: 100 });
  });
});
