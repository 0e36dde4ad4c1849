/** @jest-environment node */
import { ownersOf, patternMatcher, readCodeOwners } from "./code-owners";

describe("a CODEOWNERS pattern, as GitHub reads it", () => {
  it.each([
    // pattern, matched, not matched
    ["*", ["a.ts", "x/y/z.json"], []],
    ["*.js", ["a.js", "static/x.js"], ["a.jsx", "a.js.map"]],
    ["/content/**/*.json", ["content/faq.json", "content/classes/tissu.json"], ["content/x.md", "a/content/b.json"]],
    ["/static/admin/", ["static/admin/content/config.json"], ["static/admin", "a/static/admin/x"]],
    ["/content/site.json", ["content/site.json"], ["content/site.json.bak", "x/content/site.json"]],
    ["notes/*", ["notes/a.md"], ["notes/a/b.md", "x/notes/a.md"]],
    ["apps/", ["apps/a", "x/apps/b/c"], ["apps"]],
    ["/gatsby-*", ["gatsby-node.ts", "gatsby-ssr.tsx"], ["src/gatsby-x.ts"]],
    ["/scripts/ci/", ["scripts/ci/change-kind.ts"], ["scripts/cix/a.ts"]],
    ["**/logs", ["logs", "a/logs/x", "a/b/logs"], ["a/blogs"]],
    ["a.?s", ["a.ts", "x/a.js"], ["a.tsx"]],
  ])("%s", (pattern, matched, notMatched) => {
    const matches = patternMatcher(pattern);
    for (const path of matched) expect({ path, matches: matches(path) }).toEqual({ path, matches: true });
    for (const path of notMatched) expect({ path, matches: matches(path) }).toEqual({ path, matches: false });
  });
});

describe("the owners of a file", () => {
  const rules = readCodeOwners(
    [
      "# everything",
      "*                 @org/team",
      "/content/**/*.json",
      "/content/site.json @org/team @someone  # again",
      "",
    ].join("\n"),
  );

  it("are the last matching line's, none for a line that names none", () => {
    expect(ownersOf(rules, "src/a.ts")).toEqual(["@org/team"]);
    expect(ownersOf(rules, "content/faq.json")).toEqual([]);
    expect(ownersOf(rules, "content/site.json")).toEqual(["@org/team", "@someone"]);
    expect(ownersOf(readCodeOwners("/x/ @a"), "y")).toEqual([]);
  });
});
