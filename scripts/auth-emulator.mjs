// `npm run emulators` and `npm start`: the local Auth emulator (offline, project demo-studio, 127.0.0.1:9099) with
// the demo users, and optionally a command that runs while it is up (`npm start` passes `gatsby develop`).
// `firebase emulators:exec` starts the emulator, runs the command and stops the emulator when the command ends.
// It starts its own emulator or none: when the port is taken (another checkout's `npm start`, another program), it
// says by what, where it can tell, and stops, rather than use that process and reset its users' passwords.
import { spawn } from "node:child_process";
import { DEMO_PROJECT_ID } from "./auth-emulator-api.mjs";
import { DEMO_EMULATOR_HOST } from "./demo-users.mjs";
import { isListening, portOwner } from "./port-owner.mjs";

const command = process.argv.slice(2).join(" ");
const [host, port] = DEMO_EMULATOR_HOST.split(":");

if (await isListening(host, Number(port))) {
  const owner = portOwner(Number(port));
  console.error(
    `Port ${port}, where this starts the Auth emulator (firebase.json, emulators.auth), is taken${
      owner ? ` by process ${owner.pid}: ${owner.command}` : " by another program"
    }.\nIt starts no emulator and uses no other: stop that process, then run this again.`,
  );
  process.exit(1);
}

const inside = `node scripts/demo-users.mjs ${command ? `&& ${command}` : "--wait"}`;
spawn("npx", ["firebase", "emulators:exec", "--only", "auth", "--project", DEMO_PROJECT_ID, inside], {
  stdio: "inherit",
  env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
}).on("exit", (code) => (process.exitCode = code ?? 0));
