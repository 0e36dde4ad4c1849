import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { EMPTY_CHUNK_MAPPING, emptyChunkMapping } from "./empty-chunk-mapping";

// The home page as Gatsby built it, its chunk map included.
const HOME = fs.readFileSync(path.join(__dirname, "../../../src/test-fixtures/built-pages/home.html"), "latin1");
const MAPPING_SCRIPT = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;
const mappingOf = (html: string) => MAPPING_SCRIPT.exec(html)?.[1]?.trim() ?? "";

/** What Gatsby's loader finds for a chunk once the page's chunk-mapping script has run (loader.js). */
function loaderUrls(script: string, chunkName: string): string[] {
  const window: { ___chunkMapping?: Record<string, string[]> } = {};
  vm.runInNewContext(script, { window });
  return window.___chunkMapping![chunkName] || [];
}

describe("emptyChunkMapping", () => {
  it("writes the empty map in place of the real built page's map, and leaves the rest of the page as it was", () => {
    const before = mappingOf(HOME);
    expect(before.length).toBeGreaterThan(1000);
    const after = emptyChunkMapping(HOME);
    expect(mappingOf(after)).toBe(EMPTY_CHUNK_MAPPING);
    expect(after.replace(MAPPING_SCRIPT, "")).toBe(HOME.replace(MAPPING_SCRIPT, ""));
  });

  it("changes nothing Gatsby's loader finds: the map Gatsby writes is a string, where no chunk is found", () => {
    const before = mappingOf(HOME);
    const chunkNames = Object.keys(JSON.parse(JSON.parse(before.replace(/^window\.___chunkMapping=|;$/g, ""))));
    expect(chunkNames).toContain("component---src-pages-index-tsx");
    for (const name of chunkNames) {
      expect(loaderUrls(before, name)).toEqual([]);
      expect(loaderUrls(mappingOf(emptyChunkMapping(HOME)), name)).toEqual([]);
    }
  });

  it("leaves a page it has already emptied as it is", () => {
    const once = emptyChunkMapping(HOME);
    expect(emptyChunkMapping(once)).toBe(once);
  });

  it("stops the build when Gatsby writes the map as an object, which its loader would use", () => {
    const asObject = HOME.replace(
      MAPPING_SCRIPT,
      '<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":[]};</script>',
    );
    expect(() => emptyChunkMapping(asObject)).toThrow(/written as a string/);
  });

  it("stops the build when a page has no chunk-mapping script", () => {
    expect(() => emptyChunkMapping(HOME.replace(MAPPING_SCRIPT, ""))).toThrow(/chunk-mapping script/);
  });
});
