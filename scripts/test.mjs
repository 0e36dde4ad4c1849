// `npm test`: everything a change must pass, in two stages, stopping at the first failure:
// 1. lint, formatting and unit tests beside the production build (which writes the GraphQL types): the build keeps
//    about one core busy, so on a two-core machine the others use the second;
// 2. the type check (it needs the build's GraphQL types), the outside checkers of the built pages (the Nu Html
//    Checker, structured-data-testing-tool) and, when the change touches what it guards, the development server's
//    browser test (`gatsby develop` on a copy of the project: playwright.develop.config.ts, scripts/develop-test-guard.ts
//    says when) beside the browser tests against the build, whose servers take some seconds to start.
// The last step of a stage writes its output as it goes; the others' output is written whole when each ends, so
// that lines do not mix. When a step fails, the steps still running beside it are stopped. It ends with one line
// counting the tests that ran.
// `npm run test:content` (`node scripts/test.mjs content`): what a change to content/ or static/ alone must pass, the
// content check, the production build and the browser checks that content can break (every route at 360 and
// 1280 px, with and without JavaScript: e2e/pages.spec.ts; the headers and the page policy, which content feeds:
// e2e/headers.spec.ts, e2e/csp*.spec.ts); the pipeline runs it on such pull requests and nightly.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { changeBase, changedFiles, gitIn, needsDevelopTest } from "./develop-test-guard.ts";

const DEVELOP_STEP = "development server";
const BUILD = ["production build", "npm", ["run", "build"]];
const SUITES = {
  test: [
    [
      ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
      ["formatting", "npx", ["prettier", "--check", "--log-level=warn", "."]],
      ["unit tests", "npx", ["jest", "--ci", "--json", "--outputFile=test-results/unit.json"]],
      BUILD,
    ],
    [
      ["type check", "npx", ["tsc", "--noEmit"]],
      ["checks of the built pages", "npm", ["run", "--silent", "check:built"]],
      [DEVELOP_STEP, "npx", ["playwright", "test", "--config", "playwright.develop.config.ts"]],
      ["browser tests", "npx", ["playwright", "test"]],
    ],
  ],
  "test:content": [
    [["content check", "npm", ["run", "check:content"]]],
    [BUILD],
    [
      [
        "browser checks of every route, and of the headers and the page policy",
        "npx",
        [
          "playwright",
          "test",
          "e2e/pages.spec.ts",
          "e2e/headers.spec.ts",
          "e2e/csp.spec.ts",
          "e2e/csp-browser.spec.ts",
        ],
      ],
    ],
  ],
};

const suite = process.argv[2] === "content" ? "test:content" : "test";
if (suite === "test") {
  const git = gitIn(process.cwd());
  const base = changeBase(git, process.env.TEST_BASE);
  const develop = needsDevelopTest(changedFiles(git, base), process.env.DEVELOP_TEST === "1");
  const since = base ? ` (the change since ${base.slice(0, 12)})` : "";
  console.log(`The development server's test ${develop.run ? "runs" : "does not run"}${since}: ${develop.why}.`);
  if (!develop.run) SUITES.test[1] = SUITES.test[1].filter(([name]) => name !== DEVELOP_STEP);
}
// The tests build and hold the English site before the studio turns it on (site-build/gatsby-node/english-site.ts).
const ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STUDIO_ENGLISH_SITE: "1" };
// A change to content can break any route: test:content visits every one in all four ways (e2e/pages.spec.ts).
if (suite === "test:content") ENV.EVERY_ROUTE = "1";

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

function counts() {
  const unit = readJson("test-results/unit.json");
  const browser = ["test-results/e2e.json", "test-results/develop.json"].map(readJson);
  const stat = (name) => browser.reduce((sum, report) => sum + (report?.stats?.[name] ?? 0), 0);
  const passed = (unit?.numPassedTests ?? 0) + stat("expected");
  const failed = (unit?.numFailedTests ?? 0) + stat("unexpected") + stat("flaky");
  return { passed, failed };
}

const title = ([name, command, args]) => `\n=== ${name}: ${command} ${args.join(" ")}`;

/** Runs one stage's steps side by side; resolves with each one's outcome: "ok", "FAILED" or "stopped". */
function runStage(steps) {
  const running = new Set();
  const stopped = new Set();
  const stopOthers = () => {
    // Each step leads its own process group (detached): this stops its children too (the browser tests' servers).
    for (const child of running) {
      stopped.add(child);
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // It has just ended.
      }
    }
  };
  const runStep = (step, live) => {
    const [name, command, args] = step;
    const started = Date.now();
    if (live) console.log(title(step));
    const child = spawn(command, args, {
      stdio: live ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
      env: ENV,
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      child.on("close", (status) => {
        running.delete(child);
        if (!live) {
          console.log(title(step));
          process.stdout.write(Buffer.concat(output));
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const outcome = status === 0 ? "ok" : stopped.has(child) ? "stopped" : "FAILED";
        console.log(`=== ${name}: ${outcome} in ${seconds} s`);
        if (outcome === "FAILED") stopOthers();
        resolve(outcome);
      });
    });
  };
  process.once("SIGINT", stopOthers);
  return Promise.all(steps.map((step, index) => runStep(step, index === steps.length - 1)));
}

const nodeMajor = fs.readFileSync(".nvmrc", "utf8").trim();
console.log(`npm run ${suite} on Node.js ${process.version} (.nvmrc: ${nodeMajor})`);
if (process.versions.node.split(".")[0] !== nodeMajor) {
  console.warn(`Not the project's Node.js ${nodeMajor}: .ci/run and the workflow test on that one.`);
}

fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });
const started = Date.now();
const notPassed = { FAILED: [], stopped: [] };
for (const steps of SUITES[suite]) {
  const outcomes = await runStage(steps);
  steps.forEach(([name], index) => notPassed[outcomes[index]]?.push(name));
  if (notPassed.FAILED.length || notPassed.stopped.length) break;
}
const { passed, failed } = counts();
const why = Object.entries(notPassed).filter(([, names]) => names.length);
if (why.length) {
  console.error(
    `\nnpm run ${suite} did not pass: ${why.map(([outcome, names]) => `${names.join(", ")} ${outcome}`).join("; ")}.`,
  );
}
console.log(`\nnpm run ${suite} took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(why.length ? 1 : 0);
