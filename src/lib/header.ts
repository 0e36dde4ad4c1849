import { HEADER_HEIGHT_PX } from "./design-tokens";

/** The header bar is fixed to the top only once the page has scrolled more than this. */
export const HEADER_FIX_THRESHOLD_PX = 100;
/** A header dropdown closes this long after the mouse leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
/** The height of the header bar, and so the room the content makes while the bar is fixed. */
export const STICKY_HEADER_OFFSET_PX = HEADER_HEIGHT_PX;

export const isHeaderFixed = (scrollY: number): boolean => scrollY > HEADER_FIX_THRESHOLD_PX;
