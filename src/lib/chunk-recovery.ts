/**
 * A part of the site's code fetched on demand (the login form, the sign-in code) that fails to load: most often the
 * page is older than the site's last deploy and names files that are gone, or the connection dropped. The page
 * reloads once, which fixes the first; if that does not help, it says so in Hebrew with a reload button
 * (components/ChunkErrorNotice) instead of failing silently. sessionStorage remembers the reload, so it never loops.
 */
export const CHUNK_RELOAD_KEY = "studio.chunkReloadAt";
/** Within this time after a reload for a missing chunk, another failure is explained rather than reloaded. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;
export const CHUNK_ERROR_EVENT = "studio:chunk-error";

/** webpack's ChunkLoadError (scripts and CSS), and the browsers' own messages for a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return (
    typeof message === "string" &&
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed/.test(
      message,
    )
  );
}

/** Reload, unless the last reload for a missing chunk was less than CHUNK_RELOAD_GUARD_MS ago. */
export const nextStep = (lastReloadAt: number | null, now: number): "reload" | "explain" =>
  lastReloadAt !== null && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS ? "explain" : "reload";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: without a memory of the last reload, never reload
  }
}

/** Handles `error` when it is a chunk that failed to load (reload or explain) and says so; other errors: false. */
export function recoverFromChunkError(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const store = sessionStore();
  const last = Number(store?.getItem(CHUNK_RELOAD_KEY));
  if (store && nextStep(Number.isFinite(last) && last > 0 ? last : null, now) === "reload") {
    store.setItem(CHUNK_RELOAD_KEY, String(now));
    window.location.reload();
  } else {
    window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
  }
  return true;
}

/** Any other on-demand load that fails without a handler of its own gets the same treatment. */
export function watchChunkFailures() {
  window.addEventListener("unhandledrejection", (event) => {
    if (recoverFromChunkError(event.reason)) event.preventDefault();
  });
}
