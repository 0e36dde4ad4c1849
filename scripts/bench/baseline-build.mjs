// The baseline of `npm run bench -- --baseline <commit>`: that commit checked out in a git worktree under
// bench-results/baseline/<sha>/, its own dependencies installed (npm ci: its package-lock is its own) and built with
// its own `npm run build`. A build that finished is kept by sha and used again, so a second run does not rebuild.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const run = (command, args, cwd) => {
  const { status } = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${status})`);
};

/** The full sha of a commit, branch or tag. */
export function commitSha(commit) {
  const { status, stdout } = spawnSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { encoding: "utf8" });
  if (status !== 0) throw new Error(`no commit "${commit}" in this repository`);
  return stdout.trim();
}

/** The folder of the baseline's checkout, built (its site in public/). */
export function baselineBuild(commit, resultsDir) {
  const sha = commitSha(commit);
  const folder = path.join(resultsDir, "baseline", sha);
  const built = `${folder}.built`;
  if (fs.existsSync(built) && fs.existsSync(path.join(folder, "public", "index.html"))) {
    console.log(`Baseline ${sha.slice(0, 7)}: built before, in ${path.relative(process.cwd(), folder)}`);
    return { sha, folder };
  }
  if (!fs.existsSync(path.join(folder, "package.json"))) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    run("git", ["worktree", "prune"], process.cwd());
    run("git", ["worktree", "add", "--detach", "--force", folder, sha], process.cwd());
  }
  console.log(`Baseline ${sha.slice(0, 7)}: npm ci and npm run build in ${path.relative(process.cwd(), folder)}`);
  // No install script, as .npmrc says for this checkout: an older commit may predate that file, and may keep the
  // content editor's package in a lockfile of its own (cms/), which its build needs.
  for (const packageFolder of [folder, path.join(folder, "cms")]) {
    if (!fs.existsSync(path.join(packageFolder, "package-lock.json"))) continue;
    run("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], packageFolder);
  }
  run("npm", ["run", "build"], folder);
  fs.writeFileSync(built, `${new Date().toISOString()}\n`);
  return { sha, folder };
}
