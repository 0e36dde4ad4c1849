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
  /^scripts\/(?:develop-copy|auth-emulator|auth-emulator-api|demo-users)\.mjs$/,
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

/**
 * The base that a change is measured from, given what git says: the fork point from origin/main when the branch has
 * commits of its own, else (a clone of main itself) the commit before the last one. Null when there is neither.
 */
export function changeBase(head: string, forkPoint: string | null, parent: string | null): string | null {
  if (forkPoint && forkPoint !== head) return forkPoint;
  return parent;
}
