// Builds public/ for the real Firebase project, from nothing: `gatsby clean` first, because the GATSBY_* variables
// are inlined into the bundles and a cache left by a demo build (npm test's) would keep the demo settings.
// `--check` only checks the variables, which is what the tests run.
import { spawnSync } from "node:child_process";
import { requireReleaseEnv } from "../release-env.mjs";

const project = requireReleaseEnv(process.env, "scripts/ci/build-release.mjs");
if (process.argv.includes("--check")) {
  console.log(`The release build would be for Firebase project ${project}.`);
  process.exit(0);
}

for (const script of ["clean", "build"]) {
  const { status } = spawnSync("npm", ["run", script], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (status !== 0) process.exit(status ?? 1);
}
