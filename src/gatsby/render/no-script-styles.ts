import { NAV_BREAKPOINT_REM } from "@/lib/design-tokens";
import { STICKY_HEADER_OFFSET_PX } from "@/lib/header";

/**
 * Without JavaScript no button can open a menu, so the menus open on hover and keyboard focus instead, and on
 * small screens the whole navigation is simply laid out under the logo. The home page's
 * class lists open the same way. What only JavaScript can do or end (a toggle, a spinner, "checking...") is marked
 * data-needs-js and hidden; panels marked data-open-without-js are open, and room kept for what JavaScript shows
 * (data-room-for-js) is given back. Only in a <noscript> in the head.
 */
export const NO_SCRIPT_CSS = `
[data-nav-toggle]{display:none!important}
header[data-fixed]{block-size:auto!important;min-block-size:${STICKY_HEADER_OFFSET_PX}px}
[data-nav-bar]{flex-wrap:wrap}
[data-nav-panel]{display:block!important;position:static!important;max-block-size:none!important;box-shadow:none!important}
[data-nav-dropdown]:hover>[data-nav-menu],[data-nav-dropdown]:focus-within>[data-nav-menu]{display:block}
@media (max-width:${NAV_BREAKPOINT_REM - 0.02}rem){[data-nav-menu]{display:block!important}}
[data-home-dropdown]:hover>[data-home-menu],[data-home-dropdown]:focus-within>[data-home-menu]{display:block}
[data-needs-js]{display:none!important}
[data-open-without-js][hidden]{display:block!important}
[data-room-for-js]{min-block-size:0!important}
`;
