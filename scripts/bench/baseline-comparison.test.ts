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
