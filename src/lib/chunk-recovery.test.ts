import {
  CHUNK_ERROR_EVENT,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  nextStep,
  recoverFromChunkError,
} from "./chunk-recovery";

const chunkError = () =>
  Object.assign(new Error("Loading chunk 512 failed.\n(error: /login-modal-1.js)"), { name: "ChunkLoadError" });

describe("isChunkLoadError", () => {
  it("knows webpack's and the browsers' messages for code that did not load", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed.\n(/7.css)"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isChunkLoadError(new Error("auth/wrong-password"))).toBe(false);
    expect(isChunkLoadError({ code: "auth/network-request-failed" })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
  });
});

describe("nextStep", () => {
  it("reloads the first time, explains within the guard time after a reload, and reloads again after it", () => {
    expect(nextStep(null, 1_000)).toBe("reload");
    expect(nextStep(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe("explain");
    expect(nextStep(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe("reload");
  });
});

describe("recoverFromChunkError", () => {
  const reload = jest.fn();
  const originalLocation = window.location;
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    Object.defineProperty(window, "location", { configurable: true, value: { ...originalLocation, reload } });
  });
  afterEach(() => Object.defineProperty(window, "location", { configurable: true, value: originalLocation }));

  it("reloads once and remembers it, then explains instead of reloading again", () => {
    const explained = jest.fn();
    window.addEventListener(CHUNK_ERROR_EVENT, explained);
    expect(recoverFromChunkError(chunkError(), 5_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe("5000");
    expect(recoverFromChunkError(chunkError(), 6_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(explained).toHaveBeenCalledTimes(1);
    window.removeEventListener(CHUNK_ERROR_EVENT, explained);
  });

  it("does nothing with other errors", () => {
    expect(recoverFromChunkError(new Error("something else"))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
