// `npm run bench -- --baseline <commit> [--runs 5]`: each template's page (bench.mjs's TEMPLATES) measured beside
// the same page built from <commit> (baseline-build.mjs), both served at once on two ports, Lighthouse run on them
// interleaved (a template now, the same of the baseline, the next template…, the whole round N times) so that a
// change in the machine's load falls on both sides. Prints and returns the comparison (baseline-comparison.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { baselineBuild } from "./baseline-build.mjs";
import { comparisonTable, compareTemplate, interleavedUrls, MAX_LCP_RATIO_TO_BASELINE } from "./baseline-comparison.ts";
import { htmlFile } from "./first-load-js.mjs";
import { lhci } from "./lhci.mjs";
import { runsByUrl } from "./lighthouse-results.mjs";
import { serve } from "./serve.mjs";

const PORTS = { now: 9100, baseline: 9101 };
const origin = (port) => `http://127.0.0.1:${port}`;

const htmlGzipBytes = (publicDir, route) =>
  zlib.gzipSync(fs.readFileSync(htmlFile(publicDir, route)), { level: 9 }).length;

/** The run's requests (not the page itself) that ended before its largest paint, in the run without throttling. */
function requestsBeforeLcp(lhr) {
  const observedLcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const requests = lhr.audits["network-requests"].details.items;
  const start = Math.min(...requests.map((request) => request.networkRequestTime));
  return requests
    .filter((request) => request.resourceType !== "Document" && /^https?:/.test(request.url))
    .filter((request) => request.networkEndTime - start <= observedLcp)
    .map((request) => request.url);
}

function pageRuns(byUrl, url, htmlBytes) {
  const lhrs = byUrl.get(url) ?? [];
  const numeric = (audit) => lhrs.map((lhr) => lhr.audits[audit].numericValue);
  return {
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    htmlGzipBytes: htmlBytes,
    requestsBeforeLcp: lhrs.map(requestsBeforeLcp),
  };
}

/** Builds (or reuses) the baseline, measures both sides, prints the table; returns the baseline's sha and the rows. */
export async function compareWithBaseline({ commit, runs, templates, resultsDir }) {
  const { sha, folder } = baselineBuild(commit, resultsDir);
  const runsDir = path.join(resultsDir, "baseline-runs");
  const lhciDir = path.join(runsDir, ".lighthouseci");
  fs.mkdirSync(runsDir, { recursive: true });
  const routes = Object.values(templates);
  const urls = interleavedUrls(routes, { now: origin(PORTS.now), baseline: origin(PORTS.baseline) });
  const servers = [await serve(process.cwd(), PORTS.now)];
  try {
    servers.push(await serve(folder, PORTS.baseline));
    // One round thrown away: the first page a server sends is slower (its files read and compressed the first time).
    lhci(runsDir, "collect", ["--numberOfRuns=1", ...urls.slice(0, 2).map((url) => `--url=${url}`)]);
    fs.rmSync(lhciDir, { recursive: true, force: true });
    for (let round = 1; round <= runs; round += 1) {
      console.log(`\nRound ${round} of ${runs}: ${urls.length} pages, now and baseline in turn`);
      const status = lhci(runsDir, "collect", ["--numberOfRuns=1", "--additive", ...urls.map((url) => `--url=${url}`)]);
      if (status !== 0) throw new Error(`lhci collect failed (exit ${status})`);
    }
  } finally {
    servers.forEach((server) => process.kill(-server.pid));
  }
  const byUrl = runsByUrl(lhciDir);
  const rows = Object.entries(templates).map(([template, route]) =>
    compareTemplate(template, route, {
      now: pageRuns(byUrl, `${origin(PORTS.now)}${route}`, htmlGzipBytes("public", route)),
      baseline: pageRuns(byUrl, `${origin(PORTS.baseline)}${route}`, htmlGzipBytes(path.join(folder, "public"), route)),
    }),
  );
  console.log(
    `\nEach template now beside ${sha.slice(0, 7)} (${commit}): Lighthouse mobile, simulated throttling, ${runs} ` +
      `interleaved run(s) each, median (range: the fastest and slowest run; same requests: the ratio of the runs ` +
      `Lighthouse simulated from the same requests, docs/performance.md); budget LCP <= ` +
      `${MAX_LCP_RATIO_TO_BASELINE}x the baseline's.\n`,
  );
  comparisonTable(rows).forEach((line) => console.log(line));
  rows.filter((row) => row.misses.length).forEach((row) => console.log(`  ${row.template}: ${row.misses.join("; ")}`));
  console.log(`\nEvery run's report in ${path.relative(process.cwd(), lhciDir)}/`);
  return { sha, rows };
}
