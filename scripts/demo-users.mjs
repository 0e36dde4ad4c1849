// The demo users of the local Auth emulator (docs/accounts.md): the first admin address of content/site.json
// and a regular member. `node scripts/demo-users.mjs` creates them in the emulator (firebase.json's emulators.auth), or resets
// their passwords when they already exist, and prints them; with `--wait` it then stays up until Ctrl+C
// (`npm run emulators` runs it so inside `firebase emulators:exec`).
import fs from "node:fs";
import { authEmulator } from "./auth-emulator-api.mjs";

// Read from the repository root, where npm and Playwright run: `import.meta` would not survive Playwright's loader.
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const site = readJson("content/site.json");
/** Where the Firebase CLI starts the Auth emulator: firebase.json, the one place its address is written. */
const { host, port } = readJson("firebase.json").emulators.auth;
export const DEMO_EMULATOR_HOST = `${host}:${port}`;

export const DEMO_USERS = [
  { role: "admin", email: site.adminEmails[0], password: "admin-demo-2468" },
  { role: "member", email: "member@motionlab.example", password: "member-demo-1357" },
];

export async function seedDemoUsers(emulator = authEmulator(DEMO_EMULATOR_HOST)) {
  for (const user of DEMO_USERS) await emulator.upsertUser(user.email, user.password);
  console.log('\nDemo users in the Auth emulator (sign in with the header\'s "התחברות" button):');
  for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(7)} ${user.email}  password: ${user.password}`);
  console.log("");
}

/** Stays up until Ctrl+C, so that `firebase emulators:exec` keeps the emulator running. */
function waitForCtrlC() {
  console.log("The Auth emulator runs until Ctrl+C.");
  const keepAlive = setInterval(() => {}, 1 << 30);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => clearInterval(keepAlive));
}

// No top-level await: the browser tests import this module.
if (process.argv[1]?.endsWith("/demo-users.mjs")) {
  seedDemoUsers().then(() => process.argv.includes("--wait") && waitForCtrlC());
}
