// The browser tests' servers, in one `firebase emulators:start`: the Hosting emulator serving public/ with the
// configuration that is deployed, firebase.deploy.json, which the build writes from firebase.json with the pages'
// script policy (headers, redirects, 404 page, trailing slashes), and an Auth emulator of the tests' own, so that
// they never touch the demo users of an emulator that `npm start` runs.
// The Firebase CLI takes ports from a configuration file only: this writes a copy of that configuration that differs
// in its "emulators" ports alone, next to it (a project's files are resolved from its configuration's folder).
// Usage: node scripts/e2e-emulators.mjs <hosting port> <auth port>
import { spawn } from "node:child_process";
import fs from "node:fs";
import { DEMO_PROJECT_ID } from "./auth-emulator-api.mjs";

const [hostingPort, authPort] = process.argv.slice(2).map(Number);
if (!hostingPort || !authPort) throw new Error("usage: node scripts/e2e-emulators.mjs <hosting port> <auth port>");

const DEPLOY_CONFIG = "firebase.deploy.json";
if (!fs.existsSync(DEPLOY_CONFIG)) throw new Error(`${DEPLOY_CONFIG} is missing: build the site first (npm run build)`);
const config = JSON.parse(fs.readFileSync(DEPLOY_CONFIG, "utf8"));
const host = "127.0.0.1";
config.emulators = {
  ...config.emulators,
  auth: { host, port: authPort },
  hosting: { host, port: hostingPort },
};
const file = `.firebase-e2e-${hostingPort}.json`;
fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);

const child = spawn(
  "npx",
  ["firebase", "emulators:start", "--only", "hosting,auth", "--project", DEMO_PROJECT_ID, "--config", file],
  { stdio: "inherit", env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  fs.rmSync(file, { force: true });
  process.exit(code ?? 0);
});
