// The browser tests' servers, in one `firebase emulators:start`: the Hosting emulator serving public/ with the
// configuration that is deployed, firebase.deploy.json, which the build writes from firebase.json with the pages'
// script policy (headers, redirects, 404 page, trailing slashes), and an Auth emulator of the tests' own, so that
// they never touch the demo users of an emulator that `npm start` runs.
// The Firebase CLI takes ports from a configuration file only: this writes a copy of that configuration that differs
// in its "emulators" ports, next to it (a project's files are resolved from its configuration's folder). Its two
// Hosting sites are named here instead of by target (the deploy names the project's sites): the public site on the
// Hosting port, the content editor's own five ports above it, where the emulator puts a second site. The public
// site's /admin/content/ leads to the editor site of the default port; this points it at this run's.
// Usage: node scripts/e2e-emulators.mjs <hosting port> <auth port> (the editor's site, the hub and the logging
// emulator then take the Hosting port + 5, + 40 and + 41)
import { spawn } from "node:child_process";
import fs from "node:fs";
import { DEMO_PROJECT_ID } from "./auth-emulator-api.mjs";

const [hostingPort, authPort] = process.argv.slice(2).map(Number);
if (!hostingPort || !authPort) throw new Error("usage: node scripts/e2e-emulators.mjs <hosting port> <auth port>");

const DEPLOY_CONFIG = "firebase.deploy.json";
if (!fs.existsSync(DEPLOY_CONFIG)) throw new Error(`${DEPLOY_CONFIG} is missing: build the site first (npm run build)`);
const config = JSON.parse(fs.readFileSync(DEPLOY_CONFIG, "utf8"));
const host = "127.0.0.1";
const DEMO_EDITOR_ORIGIN = "http://127.0.0.1:9015";
const editorOrigin = `http://${host}:${hostingPort + 5}`;
config.hosting = config.hosting.map(({ target, redirects, ...site }) => ({
  site: `${DEMO_PROJECT_ID}-${target}`,
  ...site,
  ...(redirects
    ? {
        redirects: redirects.map((redirect) => ({
          ...redirect,
          // A destination that carries a captured path (`:rest*`) is compiled as a path pattern by the emulator,
          // which reads the origin's port as a second capture: written `\:port`, it stays the port.
          destination: redirect.destination.replace(
            DEMO_EDITOR_ORIGIN,
            /\/:\w/.test(redirect.destination) ? editorOrigin.replace(/:(\d+)$/, "\\:$1") : editorOrigin,
          ),
        })),
      }
    : {}),
}));
config.emulators = {
  ...config.emulators,
  auth: { host, port: authPort },
  hosting: { host, port: hostingPort },
  // The hub and the logging emulator of their own too: on their default ports, taken by another run's, the CLI picks
  // the next free one, which a third run may take before it listens.
  hub: { host, port: hostingPort + 40 },
  logging: { host, port: hostingPort + 41 },
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
