// `npm run bench -- --baseline <commit>` (compare-baseline.mjs): each template's figures now beside the same page
// built from an earlier commit, measured in interleaved Lighthouse runs. This file is the arithmetic: the order of
// the runs, the medians and spreads, the ratio and its budget, the table.
import { markdownTable } from "./markdown-table.ts";
import { median } from "./median.ts";

/** docs/decisions.md, "Quality bars": no template's LCP more than 1.05x the baseline's (issue 48). */
export const MAX_LCP_RATIO_TO_BASELINE = 1.05;

/**
 * One build's runs of one page: every run's LCP and TBT (ms), and the page's HTML gzipped (bytes); with each run's
 * requests that ended before its observed largest paint, which are what Lighthouse simulates the LCP from.
 */
export interface PageRuns {
  lcpMs: number[];
  tbtMs: number[];
  htmlGzipBytes: number;
  requestsBeforeLcp?: string[][];
}

export interface PageFigures {
  lcpMs: number;
  lcpMinMs: number;
  lcpMaxMs: number;
  tbtMs: number;
  htmlGzipBytes: number;
  runs: number;
}

export interface TemplateComparison {
  template: string;
  route: string;
  now: PageFigures;
  baseline: PageFigures;
  lcpRatio: number;
  /** The LCP ratio over runs that simulated the same requests on both sides (sameRequestsRatio), or null. */
  sameRequestsRatio: number | null;
  misses: string[];
}

/**
 * The addresses in the order Lighthouse measures them in one round: each template now, then the same template of
 * the baseline, so that the two pages of a pair run next to each other under the same load of the machine.
 */
export function interleavedUrls(routes: string[], origins: { now: string; baseline: string }): string[] {
  return routes.flatMap((route) => [`${origins.now}${route}`, `${origins.baseline}${route}`]);
}

/** A request by what it is, not by build: its file name without content hash or extension. */
const requestName = (url: string) =>
  (url.split("?")[0]!.split("/").pop() ?? "").replace(/[-.][0-9a-f]{8,}(?=[-.]|$)/g, "").replace(/\.[a-z0-9]+$/i, "");

/** Each run's LCP grouped by the set of requests it was simulated from. */
function lcpByRequests(runs: PageRuns): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  runs.lcpMs.forEach((lcp, index) => {
    const key = [...new Set((runs.requestsBeforeLcp?.[index] ?? []).map(requestName))].sort().join(" ");
    groups.set(key, [...(groups.get(key) ?? []), lcp]);
  });
  return groups;
}

/**
 * The LCP ratio of the runs that Lighthouse simulated from the same requests on both sides: for each set of requests
 * seen on both, the median now over the baseline's median; the median of those. Null when no set is on both sides.
 * On a busy machine requests the browser makes on its own (the manifest's icon, the favicon) end before the largest
 * paint in some runs and not in others, and move the simulated LCP by a round trip: this ratio leaves that out.
 */
export function sameRequestsRatio(now: PageRuns, baseline: PageRuns): number | null {
  const baselineGroups = lcpByRequests(baseline);
  const ratios = [...lcpByRequests(now)].flatMap(([key, lcps]) => {
    const base = baselineGroups.get(key);
    return base ? [median(lcps) / median(base)] : [];
  });
  return ratios.length ? median(ratios) : null;
}

export function pageFigures(runs: PageRuns): PageFigures {
  return {
    lcpMs: Math.round(median(runs.lcpMs)),
    lcpMinMs: Math.round(Math.min(...runs.lcpMs)),
    lcpMaxMs: Math.round(Math.max(...runs.lcpMs)),
    tbtMs: Math.round(median(runs.tbtMs)),
    htmlGzipBytes: runs.htmlGzipBytes,
    runs: runs.lcpMs.length,
  };
}

/** A template's medians now and in the baseline, their LCP ratio, and what misses the budget. */
export function compareTemplate(
  template: string,
  route: string,
  runs: { now: PageRuns; baseline: PageRuns },
  maxRatio = MAX_LCP_RATIO_TO_BASELINE,
): TemplateComparison {
  const now = pageFigures(runs.now);
  const baseline = pageFigures(runs.baseline);
  if (now.runs !== baseline.runs) {
    throw new Error(`${route}: ${now.runs} run(s) now but ${baseline.runs} of the baseline`);
  }
  const lcpRatio = now.lcpMs / baseline.lcpMs;
  const misses = lcpRatio > maxRatio ? [`LCP ${lcpRatio.toFixed(2)}x the baseline's (budget <= ${maxRatio}x)`] : [];
  return {
    template,
    route,
    now,
    baseline,
    lcpRatio,
    sameRequestsRatio: sameRequestsRatio(runs.now, runs.baseline),
    misses,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const spread = (figures: PageFigures) => `${figures.lcpMinMs}–${figures.lcpMaxMs}`;

/** The comparison as a Markdown table: LCP, its ratio, its range over the runs, TBT and the HTML's size. */
export function comparisonTable(rows: TemplateComparison[]): string[] {
  return markdownTable(
    [
      "template",
      "route",
      "LCP ms",
      "LCP base ms",
      "ratio",
      "same requests",
      "LCP range",
      "LCP base range",
      "TBT ms",
      "TBT base ms",
      "HTML gz KB",
      "HTML base gz KB",
      "budget",
    ],
    rows.map((row) => [
      row.template,
      row.route,
      String(row.now.lcpMs),
      String(row.baseline.lcpMs),
      row.lcpRatio.toFixed(3),
      row.sameRequestsRatio === null ? "–" : row.sameRequestsRatio.toFixed(3),
      spread(row.now),
      spread(row.baseline),
      String(row.now.tbtMs),
      String(row.baseline.tbtMs),
      kb(row.now.htmlGzipBytes),
      kb(row.baseline.htmlGzipBytes),
      row.misses.length ? "MISS" : "ok",
    ]),
  );
}
