// `npm test`: everything a change must pass, in order, stopping at the first failure:
// lint and formatting, unit tests, the production build (which writes the GraphQL types), the type check,
// and the browser tests against that build. It ends with one line counting the tests that ran.
// `npm run test:content` (`node scripts/test.mjs content`): what a change to content/ or static/ alone must pass, the
// content check, the production build and the browser checks that content can break (every route at 360 and
// 1280 px, with and without JavaScript: e2e/pages.spec.ts); the pipeline runs it on such pull requests and nightly.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const BUILD = ["production build", "npm", ["run", "build"]];
const SUITES = {
  test: [
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["formatting", "npx", ["prettier", "--check", "--log-level=warn", "."]],
    ["unit tests", "npx", ["jest", "--ci", "--json", "--outputFile=test-results/unit.json"]],
    BUILD,
    ["type check", "npx", ["tsc", "--noEmit"]],
    ["browser tests", "npx", ["playwright", "test"]],
  ],
  "test:content": [
    ["content check", "npm", ["run", "check:content"]],
    BUILD,
    ["browser checks of every route", "npx", ["playwright", "test", "e2e/pages.spec.ts"]],
  ],
};
const suite = process.argv[2] === "content" ? "test:content" : "test";
const STEPS = SUITES[suite];

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

function counts() {
  const unit = readJson("test-results/unit.json");
  const e2e = readJson("test-results/e2e.json");
  const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
  return { passed, failed };
}

const nodeMajor = fs.readFileSync(".nvmrc", "utf8").trim();
console.log(`npm run ${suite} on Node.js ${process.version} (.nvmrc: ${nodeMajor})`);
if (process.versions.node.split(".")[0] !== nodeMajor) {
  console.warn(`Not the project's Node.js ${nodeMajor}: .ci/run and the workflow test on that one.`);
}

fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });
let failedStep = null;
for (const [name, command, args] of STEPS) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    failedStep = name;
    break;
  }
}
const { passed, failed } = counts();
if (failedStep) console.error(`\nnpm run ${suite} stopped: ${failedStep} failed.`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
