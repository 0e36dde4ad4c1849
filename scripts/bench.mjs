// `npm run bench`: the performance and accessibility report of the built site (DESIGN.md, "Quality bars").
// Builds the site when public/ is missing (or with --build), serves it, runs Lighthouse (mobile, simulated
// throttling) in Debian's Chromium on every route, several runs each, and reports the median scores and metrics,
// each route's first-load JavaScript (compressed) and whether Firebase code was requested on an anonymous visit.
// Prints a table, writes bench-results/bench.json, and exits 1 when a route misses a budget.
//
//   npm run bench [-- --runs 3] [-- --routes /,/shop] [-- --build]
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chromium = JSON.parse(fs.readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));

const PORT = 9100;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PUBLIC = path.resolve("public");

// A bare Gatsby 5.16 starter page (one page, no plugins) loads 65.1 KB of JavaScript, gzip -9, measured the same
// way on 2026-11-21. DESIGN.md allows the home page 15% more than that; issue #6 caps it at 110 KB.
const BARE_STARTER_FIRST_LOAD_JS_BYTES = 65.1 * 1024;

const BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
  cls: 0.02,
  homeFirstLoadJsBytes: Math.min(110 * 1024, Math.round(1.15 * BARE_STARTER_FIRST_LOAD_JS_BYTES)),
};
// Pages that are deliberately kept out of search engines: their "is-crawlable" audit is expected to fail.
const NOT_INDEXED = new Set(["/admin"]);
// The pages that exist to show who is signed in load the sign-in code by design (DESIGN.md); every other page
// must not request any Firebase code on an anonymous visit.
const LOADS_FIREBASE = new Set(["/user-area", "/admin"]);
const FIREBASE_REQUEST = /firebase|googleapis\.com|gstatic\.com|identitytoolkit|recaptcha|:9099/i;

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

function routes() {
  const chosen = option("routes", null);
  if (chosen) return chosen.split(",");
  const read = (name) => JSON.parse(fs.readFileSync(`content/${name}.json`, "utf8"));
  const all = [
    "/",
    ...read("classes").map((entry) => `/classes/${entry.slug}`),
    ...read("coaches").map((coach) => `/coaches/${coach.slug}`),
    "/shop",
    "/user-area",
    "/admin",
    "/accessibility",
  ];
  return all.filter((route) => fs.existsSync(htmlFile(route)));
}

const htmlFile = (route) => path.join(PUBLIC, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** The scripts a route's HTML loads before it is interactive, and their size compressed as a CDN serves them. */
function firstLoadJavaScript(route) {
  const html = fs.readFileSync(htmlFile(route), "utf8");
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const bodies = [...sources.map((src) => fs.readFileSync(path.join(PUBLIC, src.split("?")[0]))), ...inline];
  const gzip = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  const brotli = bodies.reduce((sum, body) => sum + zlib.brotliCompressSync(body).length, 0);
  return { scripts: sources.length, gzip, brotli };
}

async function serve() {
  const server = spawn("npx", ["gatsby", "serve", "-p", String(PORT), "-H", "127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(ORIGIN)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gatsby serve did not answer on ${ORIGIN}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(route, chrome, runs) {
  const reports = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    reports.push(result.lhr);
  }
  const score = (lhr, category) => {
    if (category === "seo" && NOT_INDEXED.has(route)) {
      const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== "is-crawlable");
      const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
      return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 1), 0) / total;
    }
    return lhr.categories[category].score;
  };
  const requests = reports.flatMap((lhr) => lhr.audits["network-requests"]?.details?.items ?? []);
  const failing = (lhr) =>
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .filter((ref) => !(NOT_INDEXED.has(route) && ref.id === "is-crawlable"))
        .map((ref) => `${category.id}:${ref.id}`),
    );
  return {
    route,
    performance: median(reports.map((lhr) => score(lhr, "performance"))),
    accessibility: median(reports.map((lhr) => score(lhr, "accessibility"))),
    "best-practices": median(reports.map((lhr) => score(lhr, "best-practices"))),
    seo: median(reports.map((lhr) => score(lhr, "seo"))),
    lcpMs: Math.round(median(reports.map((lhr) => lhr.audits["largest-contentful-paint"].numericValue))),
    tbtMs: Math.round(median(reports.map((lhr) => lhr.audits["total-blocking-time"].numericValue))),
    cls: median(reports.map((lhr) => lhr.audits["cumulative-layout-shift"].numericValue)),
    firstLoadJs: firstLoadJavaScript(route),
    firebaseRequests: [...new Set(requests.map((item) => item.url).filter((url) => FIREBASE_REQUEST.test(url)))],
    failingAudits: [...new Set(reports.flatMap(failing))],
  };
}

function misses(result) {
  const problems = [];
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    if (result[category] < BUDGETS[category])
      problems.push(`${category} ${result[category].toFixed(2)} < ${BUDGETS[category]}`);
  }
  if (result.cls > BUDGETS.cls) problems.push(`CLS ${result.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (result.route === "/" && result.firstLoadJs.gzip > BUDGETS.homeFirstLoadJsBytes) {
    problems.push(`first-load JS ${kb(result.firstLoadJs.gzip)} > ${kb(BUDGETS.homeFirstLoadJsBytes)}`);
  }
  if (result.firebaseRequests.length > 0 && !LOADS_FIREBASE.has(result.route)) {
    problems.push(`Firebase requested: ${result.firebaseRequests.join(" ")}`);
  }
  return problems;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(results) {
  const header = [
    "route",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS gzip",
    "JS br",
    "firebase",
    "budget",
  ];
  const rows = results.map((r) => [
    r.route,
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r["best-practices"].toFixed(2),
    r.seo.toFixed(2),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
    kb(r.firstLoadJs.gzip),
    kb(r.firstLoadJs.brotli),
    r.firebaseRequests.length ? (LOADS_FIREBASE.has(r.route) ? "by design" : "YES") : "no",
    r.misses.length ? "MISS" : "ok",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  rows.forEach((row) => console.log(line(row)));
}

async function main() {
  const runs = Number(option("runs", 3));
  if (process.argv.includes("--build") || !fs.existsSync(path.join(PUBLIC, "index.html"))) {
    const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (status !== 0) process.exit(status ?? 1);
  }
  const server = await serve();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromium.path,
    chromeFlags: ["--headless=new", ...chromium.args],
  });
  const results = [];
  try {
    for (const route of routes()) {
      const result = await measure(route, chrome, runs);
      result.misses = misses(result);
      results.push(result);
      console.log(`${route}: ${result.misses.length ? `MISSES ${result.misses.join("; ")}` : "within budget"}`);
    }
  } finally {
    await chrome.kill();
    process.kill(-server.pid);
  }
  console.log(`\nLighthouse ${runs} run(s) per route, median; mobile, simulated throttling.\n`);
  printTable(results);
  const failingAudits = results.filter((r) => r.failingAudits.length);
  if (failingAudits.length) {
    console.log("\nAudits below full score:");
    failingAudits.forEach((r) => console.log(`  ${r.route}: ${r.failingAudits.join(", ")}`));
  }
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(
    "bench-results/bench.json",
    JSON.stringify({ date: new Date().toISOString(), runs, budgets: BUDGETS, results }, null, 2),
  );
  console.log("\nFigures written to bench-results/bench.json");
  const missed = results.filter((r) => r.misses.length);
  if (missed.length) {
    console.error(`\n${missed.length} route(s) miss the budgets.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
