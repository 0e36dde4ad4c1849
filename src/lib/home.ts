/** The home page's timing and lazy-loading rules (spec sections 4 and 9), in one place. */

/** The studio cards slide in one after another, this far apart. */
const REVEAL_STAGGER_S = 0.15;

/** The CSS delay of the card that is `order`-th (from 0) among the cards entering the view together. */
export const revealDelay = (order: number): string => `${Number((order * REVEAL_STAGGER_S).toFixed(2))}s`;

/** A coach card's video loads when 10% of the card is within 100px of the viewport, watched from 100ms after mount. */
export const COACH_VIDEO_TRIGGER = { threshold: 0.1, rootMargin: "100px", delayMs: 100 } as const;

/** The personal area's frame is created once its section is this close to the viewport. */
export const LOGIN_FRAME_TRIGGER = { threshold: 0, rootMargin: "400px", delayMs: 0 } as const;

/**
 * How long an embedded provider page may take to show before its alternatives (a new tab, WhatsApp, the phone) are
 * brought forward. A provider that cannot be reached at all is noticed sooner, as soon as the browser gives up.
 */
export const EMBED_FALLBACK_MS = 5_000;

/** The height of the embedded provider forms, in CSS pixels. */
export const EMBED_HEIGHT_PX = 600;
