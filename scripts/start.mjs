// `npm start`: the Auth emulator with the seeded demo users, then `gatsby develop` on port 8000; one command,
// offline. Ctrl+C stops both.
import { spawn } from "node:child_process";
import { printDemoUsers, seedDemoUsers, startEmulator, stop } from "./auth-emulator.mjs";

const emulator = await startEmulator();
await seedDemoUsers();
printDemoUsers();

const develop = spawn("npx", ["gatsby", "develop", "-p", "8000"], {
  stdio: "inherit",
  detached: true,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
});
const shutDown = () => {
  stop(develop);
  stop(emulator);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, shutDown);
develop.on("exit", (code) => {
  stop(emulator);
  process.exitCode = code ?? 0;
});
