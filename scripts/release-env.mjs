// What a build for the real Firebase project needs. Without these variables the site is built for the demo
// project and the local Auth emulator, and sign-in would be broken for every visitor of the deployed site; without
// EDITOR_URL the public site's /admin/content/ would lead nowhere (docs/editor-sign-in.md).
export const RELEASE_VARIABLES = [
  "GATSBY_FIREBASE_PROJECT_ID",
  "GATSBY_FIREBASE_API_KEY",
  "GATSBY_FIREBASE_AUTH_DOMAIN",
  "GATSBY_FIREBASE_APP_ID",
  "EDITOR_URL",
];

/** What keeps `env` from building the real site, one sentence each; empty when it may be deployed. */
export function releaseEnvProblems(env) {
  const problems = RELEASE_VARIABLES.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
  const project = env.GATSBY_FIREBASE_PROJECT_ID?.trim();
  if (project?.startsWith("demo-")) {
    problems.push(`GATSBY_FIREBASE_PROJECT_ID is "${project}", a demo project that exists only in the emulators`);
  }
  if (env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    problems.push("GATSBY_FIREBASE_AUTH_EMULATOR_HOST is set, so visitors would sign in against an emulator");
  }
  return problems;
}

/** Ends the process with the reasons when `env` cannot build the real site. */
export function requireReleaseEnv(env, command) {
  const problems = releaseEnvProblems(env);
  if (problems.length === 0) return env.GATSBY_FIREBASE_PROJECT_ID.trim();
  console.error(
    `${command} builds the site for the real Firebase project only, and these settings are missing or wrong:\n` +
      problems.map((problem) => `  - ${problem}\n`).join("") +
      "See docs/hosting.md and docs/ci.md.",
  );
  process.exit(1);
}

/** What keeps `env` from building a preview apart from the live project (LIVE_FIREBASE_PROJECT_ID); empty when none. */
export function previewEnvProblems(env) {
  const live = env.LIVE_FIREBASE_PROJECT_ID?.trim();
  if (!live) return ["LIVE_FIREBASE_PROJECT_ID is not set, so the preview cannot be told apart from the live project"];
  const problems = [];
  if (env.GATSBY_FIREBASE_PROJECT_ID?.trim() === live) {
    problems.push(`GATSBY_FIREBASE_PROJECT_ID is the live project, ${live}`);
  }
  const authDomain = env.GATSBY_FIREBASE_AUTH_DOMAIN?.trim() ?? "";
  if ([`${live}.firebaseapp.com`, `${live}.web.app`].includes(authDomain)) {
    problems.push(`GATSBY_FIREBASE_AUTH_DOMAIN is the live project's, ${authDomain}`);
  }
  return problems;
}
