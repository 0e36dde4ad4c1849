import { comparisonTable, compareTemplate, interleavedUrls, MAX_LCP_RATIO_TO_BASELINE } from "./baseline-comparison";
import { markdownTable } from "./markdown-table";
import { median } from "./median";

const runs = (lcpMs: number[], tbtMs: number[] = lcpMs.map(() => 0), htmlGzipBytes = 10_240) => ({
  lcpMs,
  tbtMs,
  htmlGzipBytes,
});

describe("median", () => {
  it("is the middle run, whatever the order the runs came in", () => {
    expect(median([1201, 990, 1400, 1054, 1100])).toBe(1100);
  });

  it("is the mean of the two middle runs of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses no run at all", () => {
    expect(() => median([])).toThrow("no value");
  });
});

describe("interleavedUrls", () => {
  it("puts each template's baseline right after the same template now", () => {
    expect(interleavedUrls(["/", "/faq"], { now: "http://a", baseline: "http://b" })).toEqual([
      "http://a/",
      "http://b/",
      "http://a/faq",
      "http://b/faq",
    ]);
  });
});

describe("compareTemplate", () => {
  it("divides the median LCP now by the baseline's and keeps each side's range and sizes", () => {
    const row = compareTemplate("faq", "/faq", {
      now: runs([1201, 1250, 1190, 1300, 1201], [10, 36, 20, 0, 30], 5_000),
      baseline: runs([1054, 1000, 1100, 1054, 1060], [0, 0, 12, 0, 0], 4_000),
    });
    expect(row.now).toEqual({ lcpMs: 1201, lcpMinMs: 1190, lcpMaxMs: 1300, tbtMs: 20, htmlGzipBytes: 5_000, runs: 5 });
    expect(row.baseline.lcpMs).toBe(1054);
    expect(row.baseline.tbtMs).toBe(0);
    expect(row.lcpRatio).toBeCloseTo(1201 / 1054, 6);
  });

  it("misses the budget above 1.05x the baseline, and only then", () => {
    const at = (lcp: number) =>
      compareTemplate("shop", "/shop", { now: runs([lcp]), baseline: runs([1000]) }).misses.length;
    expect(MAX_LCP_RATIO_TO_BASELINE).toBe(1.05);
    expect(at(1050)).toBe(0);
    expect(at(1051)).toBe(1);
    expect(at(900)).toBe(0);
  });

  it("refuses sides measured a different number of times (the runs were not interleaved)", () => {
    expect(() => compareTemplate("home", "/", { now: runs([1, 2]), baseline: runs([1]) })).toThrow("2 run(s) now");
  });
});

describe("comparisonTable", () => {
  it("shows each template's figures now beside the baseline's, and the budget", () => {
    const row = compareTemplate("faq", "/faq", { now: runs([1201], [36], 5_120), baseline: runs([1054], [0], 4_096) });
    const [header, , line] = comparisonTable([row]);
    const cells = (text: string) => text.split("|").map((cell) => cell.trim());
    const byTitle = Object.fromEntries(cells(header!).map((title, index) => [title, cells(line!)[index]]));
    expect(byTitle).toMatchObject({
      template: "faq",
      "LCP ms": "1201",
      "LCP base ms": "1054",
      ratio: "1.139",
      "LCP range": "1201–1201",
      "TBT ms": "36",
      "TBT base ms": "0",
      "HTML gz KB": "5.0",
      "HTML base gz KB": "4.0",
      budget: "MISS",
    });
  });
});

describe("markdownTable", () => {
  it("pads every column to its widest cell", () => {
    expect(markdownTable(["a", "bb"], [["ccc", "d"]])).toEqual(["| a   | bb |", "|-----|----|", "| ccc | d  |"]);
  });
});

describe("sameRequestsRatio", () => {
  const withRequests = (runsOf: [number, string[]][]) => ({
    ...runs(runsOf.map(([lcp]) => lcp)),
    requestsBeforeLcp: runsOf.map(([, requests]) => requests),
  });
  const ICON = "http://127.0.0.1:9100/icons/icon-144x144.png?v=ae42";

  it("compares runs simulated from the same requests, whatever share of the runs each side had of them", () => {
    // The FAQ page on 2026-11-29: 1,060 ms without the manifest's icon, 1,210 ms with it, on both commits alike.
    const now = withRequests([
      [1203, ["/favicon.svg", ICON]],
      [1228, ["/favicon.svg", ICON]],
      [1219, ["/favicon.svg", ICON]],
      [1080, ["/favicon.svg"]],
      [1063, ["/favicon.svg"]],
    ]);
    const baseline = withRequests([
      [1229, ["/favicon.svg", ICON.replace("9100", "9101")]],
      [1216, ["/favicon.svg", ICON]],
      [1068, ["/favicon.svg"]],
      [1056, ["/favicon.svg"]],
      [1057, ["/favicon.svg"]],
    ]);
    const row = compareTemplate("faq", "/faq", { now, baseline });
    expect(row.lcpRatio).toBeCloseTo(1203 / 1068, 6);
    expect(row.sameRequestsRatio).toBeCloseTo(median([1219 / 1222.5, 1071.5 / 1057]), 6);
  });

  it("names a file by what it is: content hashes and extensions do not make two builds' requests differ", () => {
    const now = withRequests([
      [1100, ["/static/4f1e/41526/coach.webp", "/app-a921b51231a1355b2b3c.js"]],
      [1500, [ICON]],
    ]);
    const baseline = withRequests([
      [1000, ["/static/9c2a/41526/coach.jpg", "/app-15925b73a3325d214160.js"]],
      [1000, []],
    ]);
    expect(compareTemplate("coach", "/coaches/a", { now, baseline }).sameRequestsRatio).toBeCloseTo(1.1, 6);
  });

  it("is null when no set of requests was seen on both sides", () => {
    const now = withRequests([[1200, [ICON]]]);
    const baseline = withRequests([[1000, []]]);
    expect(compareTemplate("faq", "/faq", { now, baseline }).sameRequestsRatio).toBeNull();
  });
});
