/**
 * The "may be signed in" marker (docs/decisions.md, "Firebase, kept off the first load"): a localStorage key set on a
 * successful login and cleared on sign-out. Only when it is present does a page load the Firebase code by itself;
 * an anonymous visitor never downloads it. Storage may be unavailable (private modes, blocked cookies): then the
 * marker is simply absent.
 */
export const SESSION_MARKER_KEY = "studio.maybeSignedIn";

type MarkerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): MarkerStorage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function hasSessionMarker(storage: MarkerStorage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(SESSION_MARKER_KEY) === "1";
  } catch {
    return false;
  }
}

export function setSessionMarker(present: boolean, storage: MarkerStorage | null = browserStorage()): void {
  try {
    if (present) storage?.setItem(SESSION_MARKER_KEY, "1");
    else storage?.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Without storage the site still works: it just will not restore the session before the modal is opened.
  }
}

/**
 * After hydration, until Firebase (loaded then) says whether the session still holds, the header would offer a
 * returning member "התחברות": half a second to two on a phone, long enough to tap it while signed in. An inline
 * script at the top of the head marks the root element when the marker is there, before anything is painted; the
 * page's styles keep the sign-in button's place empty while it is marked (no-script-styles.ts), and the app removes
 * the mark once Firebase has answered, whatever it said.
 */
export const SESSION_CHECK_ATTRIBUTE = "data-session-check";

/** The inline script (allowed by its hash, as every inline script: page-policy.ts). */
export const MARK_SESSION_CHECK = `try{if(localStorage.getItem(${JSON.stringify(SESSION_MARKER_KEY)})==="1")document.documentElement.setAttribute("${SESSION_CHECK_ATTRIBUTE}","")}catch(e){}`;

/** Firebase has answered (or could not be reached): the header shows the sign-in button or the account menu. */
export function endSessionCheck(root: HTMLElement = document.documentElement) {
  root.removeAttribute(SESSION_CHECK_ATTRIBUTE);
}
