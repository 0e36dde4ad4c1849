// `gatsby develop` on a copy of the project in a temporary folder, for the development server's browser test
// (playwright.develop.config.ts): develop writes .cache/ and public/, which the production build and the browser
// tests against it use, so it runs where it cannot touch them, beside them. The copy holds the project's own files;
// its node_modules is a folder of links to the packages, with a .cache/ of its own (the subset fonts are written
// there: site-build/gatsby-node/subset-fonts.ts). The copy is made afresh each time, in one folder per port, and removed
// when the server stops (or at the next start, if the server was killed).
// Usage: node scripts/develop-copy.mjs <port>
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.argv[2]);
if (!port) throw new Error("usage: node scripts/develop-copy.mjs <port>");

/** What the build and the tools write, and what is linked rather than copied. */
const NOT_COPIED = new Set([
  "node_modules",
  ".cache",
  "public",
  "public-editor",
  ".git",
  "test-results",
  "playwright-report",
  "bench-results",
  ".firebase",
]);

const project = process.cwd();
const copy = path.join(os.tmpdir(), `studio-develop-${port}`);
fs.rmSync(copy, { recursive: true, force: true });
fs.mkdirSync(copy);
for (const entry of fs.readdirSync(project)) {
  if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(project, entry), path.join(copy, entry), { recursive: true });
}
fs.mkdirSync(path.join(copy, "node_modules", ".cache"), { recursive: true });
for (const entry of fs.readdirSync(path.join(project, "node_modules"))) {
  if (entry !== ".cache")
    fs.symlinkSync(path.join(project, "node_modules", entry), path.join(copy, "node_modules", entry));
}

const gatsby = path.join(project, "node_modules", "gatsby", "cli.js");
const child = spawn(process.execPath, [gatsby, "develop", "--port", String(port), "--host", "127.0.0.1"], {
  cwd: copy,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  // Gatsby's workers may still be writing into .cache/ a moment after it ends.
  fs.rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
  process.exit(code ?? 0);
});
