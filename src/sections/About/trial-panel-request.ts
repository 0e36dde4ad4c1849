import { useEffect } from "react";

/**
 * Other parts of the home page (the hero's call to action) open the About section's try-out panel through this
 * one window event, so that there is a single try-out path and the panel keeps its own state.
 */
const OPEN_TRIAL_PANEL = "studio:open-trial-panel";

/** The try-out panel's id: its button, and the hero's call to action, are links to it (see HashToggle). */
export const TRIAL_PANEL_ID = "trial-registration";

export const requestTrialPanel = () => window.dispatchEvent(new Event(OPEN_TRIAL_PANEL));

/** Calls `open` whenever some part of the page asks for the try-out panel. */
export function useTrialPanelRequests(open: () => void) {
  useEffect(() => {
    window.addEventListener(OPEN_TRIAL_PANEL, open);
    return () => window.removeEventListener(OPEN_TRIAL_PANEL, open);
  }, [open]);
}
