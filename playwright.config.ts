import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import chromium from "./scripts/chromium.json";
import { HOSTING_PORT, TEST_AUTH_HOST } from "./e2e/servers";

/**
 * Browser tests against the production build (`npm run build` first), served by the Firebase Hosting emulator with
 * firebase.json's headers, redirects and 404 page, in Debian's Chromium: Playwright cannot download its own browsers
 * here. Its headless shell where it is installed (scripts/chromium.json), the full browser otherwise. Sign-in goes
 * to the tests' own Auth emulator (e2e/servers.ts).
 */
const browserPath =
  process.env.CHROME_PATH || (fs.existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : chromium.path);

export default defineConfig({
  testDir: "e2e",
  // The development server's test runs on its own server: playwright.develop.config.ts.
  testIgnore: "**/development-server.spec.ts",
  // Playwright empties its output folder when it starts: keep it apart from the unit tests' report.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // A test's time limit is for a test that hangs: on two cores busy with the development server beside, a journey
  // through three pages took 35 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${HOSTING_PORT}`,
    locale: "he-IL",
    timezoneId: "Asia/Jerusalem",
    launchOptions: {
      executablePath: browserPath,
      args: chromium.args,
    },
  },
  webServer: {
    command: `node scripts/e2e-emulators.mjs ${HOSTING_PORT} ${TEST_AUTH_HOST.split(":")[1]}`,
    // The Hosting emulator answers once the Auth emulator, started before it, is up too.
    url: `http://127.0.0.1:${HOSTING_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
