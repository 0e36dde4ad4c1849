/**
 * The post-build pass on real pages as Gatsby 5 builds them (src/test-fixtures/built-pages: the home page and the
 * not-found page of a build, their inlined global CSS cut out), including pages whose markup has moved.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtPages } from "./built-pages";
import { nulBytesStep } from "./nul-bytes";
import { rewritePages } from "./page-pass";
import { inlineScripts, pagePolicyStep, sha256Source } from "./page-policy";
import { DEFERRED_SCRIPT_ATTRIBUTE, START_SCRIPTS_AFTER_PAINT, scriptsAfterPaintStep } from "./scripts-after-paint";

const SAMPLES = path.resolve(__dirname, "../../../src/test-fixtures/built-pages");
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name), "utf8");
const STEPS = [nulBytesStep, scriptsAfterPaintStep, pagePolicyStep(null)];
const ROUTES = [
  { path: "/", indexed: true },
  { path: "/classes/tissu", indexed: true },
];
const BUNDLE_TAG = /<script src="[^"]+" async><\/script>/g;
/** The home page sample holds a NUL byte where React 18's streaming renderer split a word (docs/hosting.md). */
const NUL_AT = sample("home.html").indexOf("\0");
const SPLIT_TEXT = sample("home.html").slice(NUL_AT - 4, NUL_AT + 5);

describe("the post-build pass", () => {
  let publicDir: string;
  const file = (name: string) => path.join(publicDir, name);
  const read = (name: string) => fs.readFileSync(file(name), "utf8");
  const write = (name: string, html: string) => {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true });
    fs.writeFileSync(file(name), html);
  };
  const runPass = () => rewritePages(publicDir, builtPages(publicDir, ROUTES), STEPS);

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"));
    write("index.html", sample("home.html"));
    write("classes/tissu/index.html", sample("not-found.html"));
    write("404.html", sample("not-found.html"));
    write("404/index.html", sample("not-found.html"));
    write("_gatsby/slices/_gatsby-scripts-1.html", "<script>a slice fragment, not a page</script>");
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("gives every page its policy after the charset, with the hash of each of its inline scripts", () => {
    const pages = runPass();
    expect(pages.map((page) => page.file).sort()).toEqual(
      ["404.html", path.join("404", "index.html"), path.join("classes", "tissu", "index.html"), "index.html"].sort(),
    );
    for (const page of pages) {
      const html = read(page.file);
      expect(html).toMatch(
        /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src /,
      );
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(html).toContain(sha256Source(script));
    }
    expect(read("_gatsby/slices/_gatsby-scripts-1.html")).not.toContain("Content-Security-Policy");
  });

  it("removes the NUL bytes and makes every page's bundles wait for its largest paint", () => {
    runPass();
    const home = read("index.html");
    expect(NUL_AT).toBeGreaterThan(0);
    expect(home).not.toContain("\0");
    expect(home).toContain(SPLIT_TEXT.replace("\0", ""));
    const inert = new RegExp(`<script type="text/plain" ${DEFERRED_SCRIPT_ATTRIBUTE}="[^"]+"></script>`, "g");
    for (const [page, built] of [
      ["index.html", "home.html"],
      ["classes/tissu/index.html", "not-found.html"],
      ["404.html", "not-found.html"],
    ]) {
      const html = read(page!);
      expect(html).not.toMatch(BUNDLE_TAG);
      expect(html.match(inert)!.length).toBe(sample(built!).match(BUNDLE_TAG)!.length);
      expect(html).toContain(`<script>${START_SCRIPTS_AFTER_PAINT}</script></body>`);
    }
  });

  it("leaves the pages as they are when it runs again (Gatsby keeps the pages it did not rebuild)", () => {
    runPass();
    const once = ["index.html", "404.html"].map(read);
    runPass();
    expect(["index.html", "404.html"].map(read)).toEqual(once);
  });

  it("fails naming the page when Gatsby's bundle tags moved, and writes no page", () => {
    const moved = sample("home.html").replace(/<script src="([^"]+)" async>/g, '<script async src="$1">');
    expect(moved).not.toBe(sample("home.html"));
    write("index.html", moved);
    expect(runPass).toThrow(/^public\/index\.html: scripts after the largest paint: expected Gatsby's bundle tags/m);
    expect(read("index.html")).toBe(moved);
    expect(read("404.html")).toBe(sample("not-found.html"));
  });

  it("fails naming every page whose charset <meta> moved, the policy's place", () => {
    const moved = sample("not-found.html").replace('<meta charSet="utf-8"/>', '<meta charset="utf-8">');
    expect(moved).not.toBe(sample("not-found.html"));
    write("404.html", moved);
    write("classes/tissu/index.html", moved);
    const error = (() => {
      try {
        runPass();
      } catch (thrown) {
        return (thrown as Error).message;
      }
      return "";
    })();
    expect(error.split("\n").sort()).toEqual(
      ["404.html", "classes/tissu/index.html"]
        .map(
          (name) =>
            `public/${name}: script policy: expected <meta charSet="utf-8"/> at the top of the head, which is not in the page (has Gatsby's markup changed?)`,
        )
        .sort(),
    );
  });

  it("fails when a route has no built page, or a page no route", () => {
    fs.rmSync(file("classes/tissu/index.html"));
    write("shop/index.html", sample("not-found.html"));
    expect(runPass).toThrow(
      "route /classes/tissu has no built page (public/classes/tissu/index.html)\n" +
        "public/shop/index.html is a page of no route (site-build/gatsby-node/site-routes.ts)",
    );
  });
});
