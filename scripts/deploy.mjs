// `npm run deploy`: build the site for the configured Firebase project and deploy Hosting (the public site and the
// content editor's own, docs/editor-sign-in.md) and the security rules. It refuses to deploy a build that would talk
// to the demo project and the local emulator, and needs the editor site's address (EDITOR_URL) and ID
// (FIREBASE_EDITOR_SITE).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { requireReleaseEnv } from "./release-env.mjs";

const project = requireReleaseEnv(process.env, "npm run deploy");
const editorSite = process.env.FIREBASE_EDITOR_SITE?.trim();
if (!editorSite) {
  console.error("npm run deploy needs FIREBASE_EDITOR_SITE, the Hosting site ID of the editor's own site.");
  process.exit(1);
}

const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
};

run("node", ["scripts/ci/build-release.mjs"]);
// The rules deployed: rules/ with the administrators of content/site.json (scripts/write-rules.ts).
run("node", ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/write-rules.ts"]);
// The build writes firebase.deploy.json: firebase.json with the pages' script policy as their response header. Its
// two Hosting sites are named by target; this names the project's sites: its default one, and the editor's.
const sites = { site: project, editor: editorSite };
const config = JSON.parse(fs.readFileSync("firebase.deploy.json", "utf8"));
config.hosting = config.hosting.map(({ target, ...site }) => ({ site: sites[target], ...site }));
const deployed = `.firebase-deploy-${project}.json`;
fs.writeFileSync(deployed, `${JSON.stringify(config, null, 2)}\n`);
const { status } = spawnSync(
  "npx",
  ["firebase", "deploy", "--config", deployed, "--only", "hosting,firestore:rules,storage", "--project", project],
  { stdio: "inherit" },
);
fs.rmSync(deployed, { force: true });
process.exit(status ?? 1);
