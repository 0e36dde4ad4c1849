import { NAV_BREAKPOINT_REM } from "@/lib/design-tokens";
import { STICKY_HEADER_OFFSET_PX } from "@/lib/header";
import { SESSION_CHECK_ATTRIBUTE } from "@/features/account/session-marker";
import { HYDRATED_ATTRIBUTE, SCRIPTS_FAILED_ATTRIBUTE } from "./script-failure";

interface Rule {
  selectors: string[];
  declarations: string;
  /** A media query the rule applies under. */
  media?: string;
}

/** Where the navigation becomes the phone menu (the design tokens' breakpoint, as styles/_mixins.scss, mobile-nav). */
const PHONE_NAV = `(max-width:${NAV_BREAKPOINT_REM - 0.02}rem)`;

/** Menus that open on hover and keyboard focus: no button needed. */
const MENUS_OPEN_ON_HOVER_AND_FOCUS: Rule[] = [
  {
    selectors: ["[data-nav-dropdown]:hover>[data-nav-menu]", "[data-nav-dropdown]:focus-within>[data-nav-menu]"],
    declarations: "display:block",
  },
  {
    selectors: ["[data-home-dropdown]:hover>[data-home-menu]", "[data-home-dropdown]:focus-within>[data-home-menu]"],
    declarations: "display:block",
  },
  // In the phone menu every group is simply listed, each under its own button (not in the buttons' row).
  { selectors: ["[data-nav-menu]"], declarations: "display:block!important", media: PHONE_NAV },
  { selectors: ["[data-nav-dropdown]"], declarations: "display:block!important", media: PHONE_NAV },
];

/**
 * Without JavaScript no button can open a menu, so the menus open on hover and keyboard focus instead, and on
 * small screens the whole navigation is simply laid out under the logo. What only JavaScript can do or end (a
 * toggle, a spinner, "checking...") is marked data-needs-js and hidden; panels marked data-open-without-js are
 * open, and room kept for what JavaScript shows (data-room-for-js) is given back. These apply in a <noscript>, and
 * also when the page's scripts failed to load (script-failure.ts), which is the same page for the visitor.
 */
const WITHOUT_SCRIPTS: Rule[] = [
  { selectors: ["[data-nav-toggle]"], declarations: "display:none!important" },
  {
    selectors: ["header[data-fixed]"],
    declarations: `block-size:auto!important;min-block-size:${STICKY_HEADER_OFFSET_PX}px`,
  },
  { selectors: ["[data-nav-bar]"], declarations: "flex-wrap:wrap" },
  {
    selectors: ["[data-nav-panel]"],
    declarations:
      "display:block!important;position:static!important;max-block-size:none!important;box-shadow:none!important",
  },
  ...MENUS_OPEN_ON_HOVER_AND_FOCUS,
  { selectors: ["[data-needs-js]"], declarations: "display:none!important" },
  { selectors: ["[data-open-without-js][hidden]"], declarations: "display:block!important" },
  { selectors: ["[data-room-for-js]"], declarations: "min-block-size:0!important" },
];

/**
 * While the page is not hydrated yet (its scripts still on their way, or never coming), the controls that JavaScript
 * runs work without it, and nothing moves: the menus open on hover and focus, the phone menu's button and the
 * try-out button are links that open their panel by `:target` (components/HashToggle), and the sign-in button,
 * which cannot work yet, keeps its place but is not shown.
 */
const BEFORE_HYDRATION: Rule[] = [
  ...MENUS_OPEN_ON_HOVER_AND_FOCUS,
  { selectors: ["[data-nav-panel]:target"], declarations: "display:block!important", media: PHONE_NAV },
  { selectors: ["[data-open-without-js][hidden]:target"], declarations: "display:block!important" },
  { selectors: ["[data-sign-in]"], declarations: "visibility:hidden" },
];

/** The rules as CSS, each selector inside `scope` (a selector of the root element) when one is given. */
export function css(rules: Rule[], scope = ""): string {
  return rules
    .map(({ selectors, declarations, media }) => {
      const rule = `${selectors.map((selector) => (scope ? `${scope} ${selector}` : selector)).join(",")}{${declarations}}`;
      return media ? `@media ${media}{${rule}}` : rule;
    })
    .join("\n");
}

/** In a <noscript> in the head. */
export const NO_SCRIPT_CSS = css(WITHOUT_SCRIPTS);

/** While a returning member's session is being checked, the sign-in button keeps its place but is not shown. */
const DURING_SESSION_CHECK: Rule[] = [{ selectors: ["[data-sign-in]"], declarations: "visibility:hidden" }];

/**
 * In the head for every visitor: the same page when the scripts failed, working controls until hydration, and no
 * sign-in button while a session may exist (session-marker.ts).
 */
export const FAIL_SOFTLY_CSS = [
  css(WITHOUT_SCRIPTS, `html[${SCRIPTS_FAILED_ATTRIBUTE}]`),
  css(BEFORE_HYDRATION, `html:not([${HYDRATED_ATTRIBUTE}])`),
  css(DURING_SESSION_CHECK, `html[${SESSION_CHECK_ATTRIBUTE}]`),
].join("\n");
