import {
  MARK_SESSION_CHECK,
  SESSION_CHECK_ATTRIBUTE,
  SESSION_MARKER_KEY,
  hasSessionMarker,
  setSessionMarker,
} from "./session-marker";

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

describe("the head script that marks a session check", () => {
  const root = document.documentElement;
  const runHeadScript = () => new Function(MARK_SESSION_CHECK)() as unknown;
  beforeEach(() => {
    window.localStorage.clear();
    root.removeAttribute(SESSION_CHECK_ATTRIBUTE);
  });

  it("marks the root element when the marker is there, and only then", () => {
    runHeadScript();
    expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(false);
    setSessionMarker(true);
    runHeadScript();
    expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(true);
  });

  it("leaves the page as it is when storage throws", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(runHeadScript).not.toThrow();
    expect(root.hasAttribute(SESSION_CHECK_ATTRIBUTE)).toBe(false);
    getItem.mockRestore();
  });
});
