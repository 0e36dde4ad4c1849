import { SESSION_MARKER_KEY, hasSessionMarker, setSessionMarker } from "./session-marker";

describe("the may-be-signed-in marker", () => {
  beforeEach(() => window.localStorage.clear());

  it("is absent at first, set after login and cleared on sign-out", () => {
    expect(hasSessionMarker()).toBe(false);
    setSessionMarker(true);
    expect(window.localStorage.getItem(SESSION_MARKER_KEY)).toBe("1");
    expect(hasSessionMarker()).toBe(true);
    setSessionMarker(false);
    expect(hasSessionMarker()).toBe(false);
  });

  it("treats storage that throws as no marker", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(hasSessionMarker(broken)).toBe(false);
    expect(() => setSessionMarker(true, broken)).not.toThrow();
  });
});
