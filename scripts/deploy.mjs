// `npm run deploy`: build the site for the configured Firebase project and deploy Hosting and the security rules.
// It refuses to deploy a build that would talk to the demo project and the local emulator.
import { spawnSync } from "node:child_process";

const project = process.env.GATSBY_FIREBASE_PROJECT_ID?.trim();
if (!project || process.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    "npm run deploy needs a real project: set GATSBY_FIREBASE_PROJECT_ID, GATSBY_FIREBASE_API_KEY, " +
      "GATSBY_FIREBASE_AUTH_DOMAIN and GATSBY_FIREBASE_APP_ID (and GATSBY_RECAPTCHA_SITE_KEY for App Check), " +
      'without GATSBY_FIREBASE_AUTH_EMULATOR_HOST. See README, "Hosting".',
  );
  process.exit(1);
}

const run = (command, args) => {
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (status !== 0) process.exit(status ?? 1);
};

run("npm", ["run", "build"]);
run("npx", ["firebase", "deploy", "--only", "hosting,firestore:rules,storage", "--project", project]);
