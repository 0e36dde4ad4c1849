import tokens from "../styles/tokens.json";
import { HEADER_HEIGHT_PX, NAV_BREAKPOINT_REM, THEME_COLOR } from "./design-tokens";

describe("the design tokens in TypeScript", () => {
  it("are the numbers and colours of tokens.json, the values the stylesheets get", () => {
    expect(`${HEADER_HEIGHT_PX}px`).toBe(tokens["header-height"]);
    expect(`${NAV_BREAKPOINT_REM}rem`).toBe(tokens["breakpoint-nav"]);
    expect(THEME_COLOR).toMatch(/^#[0-9a-f]{6}$/);
    expect(THEME_COLOR).toBe(tokens["color-ink"]);
  });
});
