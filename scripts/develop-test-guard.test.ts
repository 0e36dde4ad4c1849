/** @jest-environment node */
import { changeBase, guardedChanges, needsDevelopTest } from "./develop-test-guard";

describe("the development server's test in npm test", () => {
  it("runs when the change touches Gatsby's configuration, entry points or code, the packages or npm start", () => {
    for (const file of [
      "gatsby-config.ts",
      "gatsby-node.ts",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
      "src/gatsby/render/head.tsx",
      "site-build/gatsby-node/webpack.ts",
      "package.json",
      "package-lock.json",
      "scripts/auth-emulator.mjs",
      "scripts/develop-copy.mjs",
      "e2e/development-server.spec.ts",
    ]) {
      expect(needsDevelopTest(["README.md", file], false)).toEqual({
        run: true,
        why: `the change touches ${file}`,
      });
    }
  });

  it("does not run for a change to pages, components, content, docs or other tests alone", () => {
    const changed = [
      "src/pages/faq.tsx",
      "src/components/Footer/Footer.tsx",
      "content/classes.json",
      "docs/testing.md",
      "e2e/home.spec.ts",
    ];
    expect(guardedChanges(changed)).toEqual([]);
    expect(needsDevelopTest(changed, false).run).toBe(false);
  });

  it("runs when asked (DEVELOP_TEST=1, the nightly rebuild) and when the change's files are unknown", () => {
    expect(needsDevelopTest(["docs/testing.md"], true).run).toBe(true);
    expect(needsDevelopTest(null, false).run).toBe(true);
  });

  it("measures a branch from where it left origin/main, and a clone of main by its last commit", () => {
    expect(changeBase("head", "fork", "parent")).toBe("fork");
    expect(changeBase("head", "head", "parent")).toBe("parent");
    expect(changeBase("head", null, "parent")).toBe("parent");
    expect(changeBase("head", null, null)).toBeNull();
  });
});
