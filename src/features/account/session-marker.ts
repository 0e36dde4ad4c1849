/**
 * The "may be signed in" marker (DESIGN.md, "Firebase, kept off the critical path"): a localStorage key set on a
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
