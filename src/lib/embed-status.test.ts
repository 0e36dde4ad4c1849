import { embedStatus, type EmbedSignals } from "./embed-status";

const at = (signals: Partial<EmbedSignals>) =>
  embedStatus({ frameLoaded: false, probe: "pending", timedOut: false, ...signals });

describe("embedStatus", () => {
  it("is loading until the frame has loaded and the provider has answered", () => {
    expect(at({})).toBe("loading");
    expect(at({ frameLoaded: true })).toBe("loading");
    expect(at({ probe: "answered" })).toBe("loading");
    expect(at({ frameLoaded: true, probe: "answered" })).toBe("loaded");
  });

  it("fails at once when the provider cannot be reached, even though the frame loaded (the browser's error page)", () => {
    expect(at({ probe: "unreachable" })).toBe("failed");
    expect(at({ probe: "unreachable", frameLoaded: true })).toBe("failed");
  });

  it("fails when the time is up without the page, and recovers when the page arrives after all", () => {
    expect(at({ timedOut: true })).toBe("failed");
    expect(at({ timedOut: true, frameLoaded: true })).toBe("failed");
    expect(at({ timedOut: true, probe: "answered" })).toBe("failed");
    expect(at({ timedOut: true, frameLoaded: true, probe: "answered" })).toBe("loaded");
  });
});
