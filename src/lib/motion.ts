/** What the visitor asked of moving pictures, read from the browser (pass `window`). */
type MotionWindow = Pick<Window, "matchMedia" | "navigator">;
/** navigator.connection (Network Information API) is in Chromium-based browsers only. */
type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

export const prefersReducedMotion = (win: Pick<Window, "matchMedia">): boolean =>
  win.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Visitors who ask for reduced motion or for saving data get the hero's still picture and no video download.
 */
export const prefersStillHero = (win: MotionWindow): boolean =>
  prefersReducedMotion(win) || (win.navigator as NavigatorWithConnection).connection?.saveData === true;
