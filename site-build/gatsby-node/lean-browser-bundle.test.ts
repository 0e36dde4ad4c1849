import fs from "node:fs";
import path from "node:path";
import { leanBrowserBundle, REPLACED, SIDE_EFFECT_FREE } from "./lean-browser-bundle";

/**
 * The files the patterns name, where Gatsby keeps them: its cache-dir is copied to .cache/ at each build. A Gatsby
 * update that moves or renames one makes this fail, rather than silently bringing its code back into the bundle.
 */
const GATSBY = path.dirname(require.resolve("gatsby/package.json"));
const NODE_MODULES = path.dirname(GATSBY);
const candidates = [
  ...["register-service-worker.js", "slice.js"].map((file) => path.join(GATSBY, "cache-dir", file)),
  ...fs.readdirSync(path.join(GATSBY, "cache-dir", "slice")).map((file) => path.join(GATSBY, "cache-dir/slice", file)),
  path.join(GATSBY, "dist/internal-plugins/partytown/gatsby-browser.js"),
  path.join(NODE_MODULES, "gatsby-plugin-manifest/get-manifest-pathname.js"),
].filter((file) => fs.existsSync(file));
/** How webpack sees them: cache-dir's files under .cache/. */
const asBuilt = candidates.map((file) =>
  file.replace(`${path.sep}cache-dir${path.sep}`, `${path.sep}.cache${path.sep}`),
);

describe("the browser bundle's left-out modules", () => {
  it.each([...REPLACED.map(([pattern]) => pattern), ...SIDE_EFFECT_FREE])("%s names a file Gatsby has", (pattern) => {
    expect(asBuilt.filter((file) => pattern.test(file))).not.toEqual([]);
  });

  it("replaces each with a stand-in of this repository", () => {
    for (const [, standIn] of REPLACED) expect(fs.existsSync(standIn)).toBe(true);
  });

  it("touches the browser's production bundle only", () => {
    const plugins = { normalModuleReplacement: jest.fn((pattern: RegExp, file: string) => ({ pattern, file })) };
    const args = (stage: string) => ({ stage, plugins }) as unknown as Parameters<typeof leanBrowserBundle>[1];
    for (const stage of ["develop", "build-html", "develop-html"]) {
      const config = { plugins: [], module: { rules: [] } };
      leanBrowserBundle(config, args(stage));
      expect(config).toEqual({ plugins: [], module: { rules: [] } });
    }
    const config = { plugins: [], module: { rules: [] } };
    leanBrowserBundle(config, args("build-javascript"));
    expect(config.plugins).toHaveLength(REPLACED.length);
    expect(config.module.rules).toEqual(SIDE_EFFECT_FREE.map((test) => ({ test, sideEffects: false })));
  });
});
