import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Records the addresses answered 404. The browser logs each one as a console error, at a moment of its own: the
 * document, and Gatsby's later fetches of the unknown address's page data and of the address again. `forgive`, called
 * once the page has settled, takes those lines out of `consoleErrors` after checking that nothing else was missing.
 */
export const watchNotFound = (page: Page, consoleErrors: string[], unknownPath: string) => {
  const missing = new Set<string>();
  page.on("response", (response) => {
    if (response.status() === 404) missing.add(new URL(response.url()).pathname);
  });
  return {
    forgive() {
      expect(missing).toContain(unknownPath);
      for (const path of missing) expect([unknownPath, `/page-data${unknownPath}/page-data.json`]).toContain(path);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
    },
  };
};
