import { authEmulator } from "../scripts/auth-emulator-api.mjs";
import { DEFAULT_AUTH_EMULATOR_HOST } from "../src/lib/firebase-settings";

/**
 * Where the browser tests' servers listen: the Firebase Hosting emulator on E2E_PORT (another port lets two
 * checkouts test side by side), and the tests' own Auth emulator 100 ports above it.
 */
export const HOSTING_PORT = Number(process.env.E2E_PORT || 9010);
export const TEST_AUTH_HOST = `127.0.0.1:${HOSTING_PORT + 100}`;
/**
 * The content editor's own site (site-build/gatsby-node/post-build/editor-site.ts), the emulator's second Hosting
 * site, five ports above the first (scripts/e2e-emulators.mjs points the public site's redirect at it).
 */
export const EDITOR_ORIGIN = `http://127.0.0.1:${HOSTING_PORT + 5}`;
/** The browser tests' sign-in relay (functions/relay.js) and stand-in for GitHub's OAuth pages, for the editor. */
export const RELAY_PORT = HOSTING_PORT + 20;
export const GITHUB_OAUTH_PORT = HOSTING_PORT + 30;
/** The development server's browser test (playwright.develop.config.ts) runs `gatsby develop` 200 ports above it. */
export const DEVELOP_PORT = HOSTING_PORT + 200;

/**
 * The built site signs in through the emulator it was built for (127.0.0.1:9099 in a demo build), which may be the
 * one `npm start` runs with the demo users. The tests send those requests to their own emulator instead (fixtures.ts),
 * so they may delete and create accounts freely while the site runs.
 */
export const SITE_AUTH_HOST = process.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST || DEFAULT_AUTH_EMULATOR_HOST;

/** The tests' own Auth emulator's REST API: their users. */
export const testAccounts = authEmulator(TEST_AUTH_HOST);
