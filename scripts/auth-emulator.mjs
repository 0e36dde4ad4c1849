// `npm run emulators` and `npm start`: the local Auth emulator (offline, project demo-studio, 127.0.0.1:9099) with
// the demo users, and optionally a command that runs while it is up (`npm start` passes `gatsby develop`).
// `firebase emulators:exec` starts the emulator, runs the command and stops the emulator when the command ends;
// an emulator that is already running is reused, and its demo users' passwords are reset.
import { spawn } from "node:child_process";
import { authEmulator, DEMO_PROJECT_ID } from "./auth-emulator-api.mjs";
import { DEMO_EMULATOR_HOST, seedDemoUsers } from "./demo-users.mjs";

const command = process.argv.slice(2).join(" ");
const run = (program, args) =>
  spawn(program, args, { stdio: "inherit", env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" } }).on(
    "exit",
    (code) => (process.exitCode = code ?? 0),
  );

if (await authEmulator(DEMO_EMULATOR_HOST).isUp()) {
  await seedDemoUsers();
  if (command) run("sh", ["-c", command]);
} else {
  const inside = `node scripts/demo-users.mjs ${command ? `&& ${command}` : "--wait"}`;
  run("npx", ["firebase", "emulators:exec", "--only", "auth", "--project", DEMO_PROJECT_ID, inside]);
}
