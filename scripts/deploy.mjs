// `npm run deploy`: build the site for the configured Firebase project and deploy Hosting and the security rules.
// It refuses to deploy a build that would talk to the demo project and the local emulator.
import { spawnSync } from "node:child_process";
import { requireReleaseEnv } from "./release-env.mjs";

const project = requireReleaseEnv(process.env, "npm run deploy");

const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
};

run("node", ["scripts/ci/build-release.mjs"]);
// The rules deployed: rules/ with the administrators of content/site.json (scripts/write-rules.ts).
run("node", ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/write-rules.ts"]);
// The build writes firebase.deploy.json: firebase.json with the pages' script policy as their response header.
run("npx", [
  "firebase",
  "deploy",
  "--config",
  "firebase.deploy.json",
  "--only",
  "hosting,firestore:rules,storage",
  "--project",
  project,
]);
