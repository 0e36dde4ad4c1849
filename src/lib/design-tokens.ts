import tokens from "../styles/tokens.json";

/**
 * The design values that TypeScript shares with the stylesheets, from src/styles/tokens.json (which _tokens.scss
 * forwards to Sass): one place for both.
 */
/** The browser's theme colour and the web app manifest's: the site's ink. */
export const THEME_COLOR = tokens["color-ink"];
export const PAGE_COLOR = tokens["color-paper"];
export const HEADER_HEIGHT_PX = parseFloat(tokens["header-height"]);
/** From this width up the navigation is one bar; below it, the menu button. */
export const NAV_BREAKPOINT_REM = parseFloat(tokens["breakpoint-nav"]);
