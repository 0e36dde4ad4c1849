/**
 * Failing softly (docs/decisions.md, "Failing softly"): until the app has hydrated, and for ever if it never does, the
 * page works as it does without JavaScript. The root element says where it stands, for the styles
 * (no-script-styles.ts):
 *  - data-hydrated: React has taken the page over (gatsby-browser's onInitialClientRender).
 *  - data-scripts-failed: a script of the page failed to load before that (a blocked path, a dropped connection, a
 *    bundle removed by a newer deploy): the app will not start, so the page becomes the one without JavaScript.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const SCRIPTS_FAILED_ATTRIBUTE = "data-scripts-failed";

/**
 * An inline script at the top of the head (allowed by its hash, as every inline script: page-policy.ts). A script
 * that fails to load fires "error" on its element, which does not bubble: it is caught on the way down.
 */
export const WATCH_SCRIPT_FAILURES = `addEventListener("error",function(e){var t=e.target,h=document.documentElement;if(t&&t.tagName==="SCRIPT"&&!h.hasAttribute("${HYDRATED_ATTRIBUTE}"))h.setAttribute("${SCRIPTS_FAILED_ATTRIBUTE}","")},true);`;

/** Once React has the page: the controls run on JavaScript from now on. */
export function markHydrated(root: HTMLElement = document.documentElement) {
  root.setAttribute(HYDRATED_ATTRIBUTE, "");
  root.removeAttribute(SCRIPTS_FAILED_ATTRIBUTE);
}
