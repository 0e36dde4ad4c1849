import { defineConfig } from "@playwright/test";
import suite from "./playwright.config";
import { DEVELOP_PORT } from "./e2e/servers";

/**
 * The development server's browser test (`npm run test:develop`, and a step of `npm test`): `gatsby develop`, as
 * `npm start` runs it, on a copy of the project (scripts/develop-copy.mjs: develop's .cache/ and public/ stay apart
 * from the production build that the other browser tests use, so both run side by side), in the same browser.
 * The server is ready when develop says so, once its first bundle is built: its page requests before that would
 * wait on webpack, or get a page still being made.
 */
export default defineConfig({
  ...suite,
  testMatch: "**/development-server.spec.ts",
  testIgnore: undefined,
  outputDir: "test-results/develop",
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/develop.json" }]],
  use: { ...suite.use, baseURL: `http://127.0.0.1:${DEVELOP_PORT}` },
  webServer: {
    command: `node scripts/develop-copy.mjs ${DEVELOP_PORT}`,
    // The English site too, as `npm test` builds it: its pages are in the test whatever content's switch says.
    env: { STUDIO_ENGLISH_SITE: "1" },
    wait: { stdout: /You can now view .* in the browser/ },
    // A cold start is a minute or two on two free cores; much more on a machine busy with other work.
    timeout: 600_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
