import fs from "node:fs";
import path from "node:path";
import { dropRepeatedModuleScripts } from "./repeated-module-scripts";

// The home page's studio cards as Gatsby built them: six pictures, each followed by gatsby-plugin-image's script.
const STUDIO_CARDS = fs.readFileSync(
  path.join(__dirname, "../../../src/test-fixtures/built-pages/studio-cards.html"),
  "utf8",
);
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe("dropRepeatedModuleScripts", () => {
  it("keeps one copy of gatsby-plugin-image's module script on the real built studio cards", () => {
    const before = moduleScripts(STUDIO_CARDS);
    expect(before).toHaveLength(6);
    expect(new Set(before).size).toBe(1);
    const after = moduleScripts(dropRepeatedModuleScripts(STUDIO_CARDS));
    expect(after).toEqual([...new Set(before)]);
  });

  it("keeps the first copy in place and everything else of the page as it was", () => {
    const html = `<p>a</p><script type="module">x()</script><img><script type="module">x()</script><script>x()</script>`;
    expect(dropRepeatedModuleScripts(html)).toBe(`<p>a</p><script type="module">x()</script><img><script>x()</script>`);
  });

  it("leaves different module scripts and classic scripts with the same text alone", () => {
    const html = `<script type="module">a()</script><script type="module">b()</script><script>a()</script>`;
    expect(dropRepeatedModuleScripts(html)).toBe(html);
  });

  it("fails the build when a page has gatsby-plugin-image's pictures without its script", () => {
    const withoutScripts = STUDIO_CARDS.replace(/<script type="module">[\s\S]*?<\/script>/g, "");
    expect(() => dropRepeatedModuleScripts(withoutScripts)).toThrow(/gatsby-plugin-image's module script/);
  });
});
