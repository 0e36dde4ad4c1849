// Runs Lighthouse CI with the bench's configuration (lighthouserc.cjs) in a folder of bench-results/, where it keeps
// its .lighthouseci/.
import { spawnSync } from "node:child_process";
import path from "node:path";

const LHCI_CONFIG = path.resolve("scripts/bench/lighthouserc.cjs");

/** `lhci <command> …args` in `folder`; returns its exit status. */
export function lhci(folder, command, args = []) {
  const bin = path.resolve("node_modules/.bin/lhci");
  const { status } = spawnSync(bin, [command, `--config=${LHCI_CONFIG}`, ...args], { cwd: folder, stdio: "inherit" });
  return status;
}
