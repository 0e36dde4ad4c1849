// The local Firebase Auth emulator: start it (offline, project demo-studio, port 9099) and seed the demo users.
// Used by `npm start`; `node scripts/auth-emulator.mjs` alone starts and seeds it and keeps it running.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export const PROJECT_ID = "demo-studio";
export const EMULATOR = "http://127.0.0.1:9099";
const site = JSON.parse(fs.readFileSync(new URL("../content/site.json", import.meta.url), "utf8"));

/** The demo users (README, "Accounts"): the first admin address of content/site.json and a regular member. */
export const DEMO_USERS = [
  { role: "admin", email: site.adminEmails[0], password: "admin-demo-2468" },
  { role: "member", email: "member@motionlab.example", password: "member-demo-1357" },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function emulatorIsUp() {
  try {
    return (await fetch(EMULATOR, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the emulator unless one already answers; resolves with its child process (or null when reused). */
export async function startEmulator() {
  if (await emulatorIsUp()) return null;
  const child = spawn("npx", ["firebase", "emulators:start", "--only", "auth", "--project", PROJECT_ID], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (await emulatorIsUp()) return child;
    if (child.exitCode !== null) throw new Error("The Auth emulator stopped while starting");
    await sleep(500);
  }
  throw new Error("The Auth emulator did not start within a minute");
}

async function call(path, body) {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, json: await response.json() };
}

/** Creates the demo users (verified e-mail) unless they exist. */
export async function seedDemoUsers() {
  for (const user of DEMO_USERS) {
    const created = await call("accounts:signUp?key=demo", { email: user.email, password: user.password });
    if (!created.ok && created.json?.error?.message !== "EMAIL_EXISTS") {
      throw new Error(`Could not create ${user.email}: ${JSON.stringify(created.json)}`);
    }
    if (created.ok) {
      await call(`projects/${PROJECT_ID}/accounts:update`, { localId: created.json.localId, emailVerified: true });
    }
  }
}

export function printDemoUsers() {
  console.log('\nDemo users in the Auth emulator (sign in with the header\'s "התחברות" button):');
  for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(7)} ${user.email}  password: ${user.password}`);
  console.log("");
}

/** Stops a child started with `detached`, and everything it started. */
export function stop(child) {
  if (child && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      // already gone
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const emulator = await startEmulator();
  await seedDemoUsers();
  printDemoUsers();
  if (!emulator) process.exit(0);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(emulator));
}
