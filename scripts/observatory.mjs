// MDN's HTTP Observatory (npm @mdn/mdn-http-observatory) on the headers a page is served with: its own retriever
// fetches the page (and robots.txt, and a CORS preflight) from a local server, its own tests and grader score them.
// Only the headers are judged. A local server speaks plain HTTP, and the two things that depend on that are not
// headers but the host's: the redirection of http:// to https:// (Firebase Hosting does it for every site) is not
// scored, and the HSTS header is read as the HTTPS answer it is on Firebase Hosting.
// Usage: node scripts/observatory.mjs <origin> <site host> [--json]   (e.g. http://127.0.0.1:9010 www.motionlab.example)
// Prints each test and the grade, or with --json the whole result.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const load = (file) => import(pathToFileURL(path.join(packageDir, "src", file)).href);

// The package's install step downloads Chromium's HSTS preload list, which cannot be fetched here (and its install
// scripts do not run, scripts/ci/install-packages.sh): an empty list says that no host is preloaded, as is true of ours.
const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n");

/** A port where nothing listens: the retriever's https:// attempt fails at once. */
const NO_HTTPS_PORT = 1;

/**
 * The Observatory's verdict on the headers `origin` serves its home page with, for the site whose host name is
 * `siteHost`: `{ score, grade, tests: { name: { result, pass, scoreModifier } } }`.
 */
export async function observeHeaders(origin, siteHost) {
  const [{ retrieve }, { ALL_TESTS }, { redirectionTest }, grader, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] =
    await Promise.all([
      load("retriever/retriever.js"),
      load("constants.js"),
      load("analyzer/tests/redirection.js"),
      load("grader/grader.js"),
      load("grader/charts.js"),
    ]);
  const { hostname, port } = new URL(origin);
  const requests = await retrieve(hostname, { httpPort: port, httpsPort: NO_HTTPS_PORT });
  if (!requests.responses.auto) throw new Error(`${origin} did not answer`);
  requests.hostname = siteHost;
  requests.responses.https = { ...requests.responses.auto, verified: true };

  let score = 100;
  let uncurved = 100;
  const tests = {};
  for (const test of ALL_TESTS.filter((test) => test !== redirectionTest)) {
    const output = test(requests);
    const scoreModifier = grader.getScoreModifier(output.result);
    score += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier };
  }
  // As the Observatory does: extra credit counts only for a site that already has an A without it.
  const final = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
  return { score: final.score, grade: final.grade, tests };
}

async function main([origin, siteHost, format]) {
  if (!origin || !siteHost) throw new Error("usage: node scripts/observatory.mjs <origin> <site host> [--json]");
  const result = await observeHeaders(origin, siteHost);
  if (format === "--json") {
    console.log(JSON.stringify(result));
    return;
  }
  const { score, grade, tests } = result;
  for (const [name, test] of Object.entries(tests)) {
    console.log(`${test.pass ? "pass" : "FAIL"} ${String(test.scoreModifier).padStart(3)}  ${name}: ${test.result}`);
  }
  console.log(`HTTP Observatory, headers alone: ${grade} (${score})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
