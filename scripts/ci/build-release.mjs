// Builds public/ for a real Firebase project, from nothing: `gatsby clean` first, because the GATSBY_* variables
// are inlined into the bundles and a cache left by a demo build (npm test's) would keep the demo settings.
// `--preview`: a pull request's preview, which must be built for the preview project and never the live one
// (LIVE_FIREBASE_PROJECT_ID names the live project), so that nobody signed in on a preview has a session there.
// `--check` only checks the variables, which is what the tests run.
import { spawnSync } from "node:child_process";
import { previewEnvProblems, requireReleaseEnv } from "../release-env.mjs";

const project = requireReleaseEnv(process.env, "scripts/ci/build-release.mjs");
if (process.argv.includes("--preview")) {
  const problems = previewEnvProblems(process.env);
  if (problems.length > 0) {
    console.error(`A preview is built for the preview project only:\n${problems.map((p) => `  - ${p}\n`).join("")}`);
    process.exit(1);
  }
}
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
