import { defineConfig } from "@playwright/test";
import chromium from "./scripts/chromium.json";

/** Where the built site is served for the tests; another port lets two checkouts test side by side. */
const PORT = Number(process.env.E2E_PORT || 9000);

/**
 * Browser tests against the production build (`npm run build` first), served by `gatsby serve`, in Debian's
 * Chromium: Playwright cannot download its own browsers here.
 */
export default defineConfig({
  testDir: "e2e",
  // Playwright empties its output folder when it starts: keep it apart from the unit tests' report.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "he-IL",
    timezoneId: "Asia/Jerusalem",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || chromium.path,
      args: chromium.args,
    },
  },
  webServer: [
    {
      command: `npx gatsby serve -p ${PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
      timeout: 60_000,
    },
    {
      // The sign-in tests talk to the real Firebase Auth emulator (offline; project demo-studio).
      command: "npx firebase emulators:start --only auth --project demo-studio",
      url: "http://127.0.0.1:9099",
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
