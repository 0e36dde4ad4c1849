import { spawnSync } from "node:child_process";

/**
 * When `npm test` runs the development server's browser test (e2e/development-server.spec.ts: `gatsby develop`, as
 * `npm start` runs it). It costs about a minute and a half of a core beside the other browser tests, and guards what
 * only the development server does differently from the production build: Gatsby's configuration and entry points,
 * the site's Gatsby code, the packages, `npm start` itself. So it runs when the change touches one of those, when
 * the change cannot be known (no git, a git error), and when DEVELOP_TEST=1 asks for it: the nightly rebuild does, and
 * `npm run test:develop` runs it alone at any time.
 */

/** The files whose change can break the development server while the production build still works. */
const GUARDED: readonly RegExp[] = [
  /^gatsby-[a-z]+\.(?:[cm]?[jt]sx?)$/,
  /^src\/gatsby\//,
  /^site-build\/gatsby-node\//,
  /^package(?:-lock)?\.json$/,
  /^\.nvmrc$/,
  /^tsconfig\.json$/,
  /^scripts\/(?:develop-copy|auth-emulator|auth-emulator-api|demo-users|port-owner)\.mjs$/,
  /^playwright(?:\.develop)?\.config\.ts$/,
  /^e2e\/(?:development-server\.spec|fixtures|hydration|servers)\.ts$/,
  /^scripts\/develop-test-guard\.ts$/,
];

/** The guarded files among `changed`. */
export const guardedChanges = (changed: readonly string[]) =>
  changed.filter((file) => GUARDED.some((pattern) => pattern.test(file)));

/**
 * Whether to run the development server's test: `changed` is the change's files, or null when they could not be
 * listed; `forced` is DEVELOP_TEST=1.
 */
export function needsDevelopTest(changed: readonly string[] | null, forced: boolean): { run: boolean; why: string } {
  if (forced) return { run: true, why: "DEVELOP_TEST=1 asks for it" };
  if (changed === null) return { run: true, why: "the change's files could not be listed" };
  const guarded = guardedChanges(changed);
  if (guarded.length > 0) return { run: true, why: `the change touches ${guarded.slice(0, 3).join(", ")}` };
  return {
    run: false,
    why: "the change touches nothing it guards (Gatsby's configuration and entry points, src/gatsby/, site-build/gatsby-node/, the packages, npm start); DEVELOP_TEST=1 runs it",
  };
}

/** Git's answer in the project's folder, trimmed, or null when git fails (no repository, no such commit). */
export type Git = (...args: string[]) => string | null;

export const gitIn =
  (cwd: string): Git =>
  (...args) => {
    const result = spawnSync("git", args, { cwd, encoding: "utf8" });
    return result.status === 0 ? result.stdout.trim() : null;
  };

/** A branch's reflog entry that says where it began in this clone: its clone, or its creation from another branch. */
const BEGINNING = /^(?:clone: from |branch: Created from )/;

/**
 * The commit a change is measured from: `named` (TEST_BASE) when given; else where HEAD left the remote's default
 * branch (origin/HEAD: on a fresh clone of main, HEAD itself, so the change is empty, and a newcomer's commits on main
 * are theirs alone), or the branch it tracks; else, with no remote, the commit the branch began at in this clone (its
 * reflog's first entry, when that is its clone or its creation: a branch made from main with `git worktree add -b`).
 * Null when there is none (a detached HEAD without a remote): the change is then unknown.
 */
export function changeBase(git: Git, named?: string): string | null {
  if (named) return named;
  for (const other of ["origin/HEAD", "@{upstream}"]) {
    const forkPoint = git("merge-base", "HEAD", other);
    if (forkPoint) return forkPoint;
  }
  const branch = git("symbolic-ref", "--quiet", "HEAD");
  const first = branch && git("reflog", "show", "--format=%H %gs", branch)?.split("\n").at(-1);
  if (!first) return null;
  const [commit, ...subject] = first.split(" ");
  return BEGINNING.test(subject.join(" ")) ? commit! : null;
}

/**
 * The files of the change being tested: its commits since `base` (changeBase's) and what is not committed yet (both
 * paths of a rename). Null when git cannot say: no repository, or no base to measure from.
 */
export function changedFiles(git: Git, base: string | null): string[] | null {
  const committed = base ? git("diff", "--name-only", base, "HEAD") : null;
  const uncommitted = git("status", "--porcelain", "--untracked-files=all");
  if (committed === null || uncommitted === null) return null;
  const pending = uncommitted
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => line.slice(3).split(" -> "));
  return [...committed.split("\n").filter(Boolean), ...pending];
}
