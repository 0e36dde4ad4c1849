// Reads what Lighthouse CI saved (bench-results/.lighthouseci): every run's report, and the budgets it found missed.
import fs from "node:fs";
import path from "node:path";
import { median } from "./median.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Every saved run, grouped by the address it measured. */
export function runsByUrl(lhciDir) {
  const runs = new Map();
  for (const file of fs.readdirSync(lhciDir).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const lhr = JSON.parse(fs.readFileSync(path.join(lhciDir, file), "utf8"));
    runs.set(lhr.requestedUrl, [...(runs.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return runs;
}

/** The SEO score without one audit (a page that is kept out of search engines on purpose). */
function seoScoreWithout(lhr, auditId) {
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== auditId);
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 1), 0) / total;
}

const numeric = (lhr, audit) => lhr.audits[audit].numericValue;

/** Medians of one address's runs, the requests that matched `watched`, and the audits below full score. */
export function summarize(runs, { notIndexed = false, watched }) {
  const score = (lhr, category) =>
    category === "seo" && notIndexed ? seoScoreWithout(lhr, "is-crawlable") : lhr.categories[category].score;
  const requested = runs.flatMap((lhr) => (lhr.audits["network-requests"]?.details?.items ?? []).map((i) => i.url));
  const belowFull = runs.flatMap((lhr) =>
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .filter((ref) => !(notIndexed && ref.id === "is-crawlable"))
        .map((ref) => `${category.id}:${ref.id}`),
    ),
  );
  return {
    runs: runs.length,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((lhr) => score(lhr, category)))])),
    lcpMs: Math.round(median(runs.map((lhr) => numeric(lhr, "largest-contentful-paint")))),
    tbtMs: Math.round(median(runs.map((lhr) => numeric(lhr, "total-blocking-time")))),
    cls: median(runs.map((lhr) => numeric(lhr, "cumulative-layout-shift"))),
    watchedRequests: [...new Set(requested.filter((url) => watched.test(url)))],
    auditsBelowFullScore: [...new Set(belowFull)],
  };
}

/** Lighthouse CI's missed assertions (assertion-results.json), as short sentences by address. */
export function assertionMisses(lhciDir) {
  const file = path.join(lhciDir, "assertion-results.json");
  const misses = new Map();
  if (!fs.existsSync(file)) return misses;
  for (const result of JSON.parse(fs.readFileSync(file, "utf8"))) {
    if (result.passed || result.level !== "error") continue;
    const actual = Number.isInteger(result.actual) ? result.actual : Number(result.actual).toFixed(3);
    const what = result.auditProperty ? `${result.auditId}.${result.auditProperty}` : result.auditId;
    const sentence = `${what} ${actual} (budget ${result.operator} ${result.expected})`;
    misses.set(result.url, [...(misses.get(result.url) ?? []), sentence]);
  }
  return misses;
}
