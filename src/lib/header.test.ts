import { DROPDOWN_CLOSE_DELAY_MS, STICKY_HEADER_OFFSET_PX, isHeaderFixed } from "./header";

describe("isHeaderFixed", () => {
  it("keeps the bar in the flow at or below 100px of scroll", () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(99)).toBe(false);
    expect(isHeaderFixed(100)).toBe(false);
  });

  it("fixes the bar once the scroll exceeds 100px", () => {
    expect(isHeaderFixed(100.5)).toBe(true);
    expect(isHeaderFixed(101)).toBe(true);
    expect(isHeaderFixed(5000)).toBe(true);
  });

  it("uses the spec's close delay and content offset", () => {
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(200);
    expect(STICKY_HEADER_OFFSET_PX).toBe(56);
  });
});
