/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** The targets of a Markdown file's links into the repository (not web addresses, not anchors) that do not exist. */
function brokenLinks(markdownFile: string): string[] {
  const text = fs.readFileSync(markdownFile, "utf8");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split("#")[0]!)
    .filter((target) => target !== "" && !/^[a-z]+:/i.test(target))
    .filter((target) => !fs.existsSync(path.resolve(path.dirname(markdownFile), decodeURI(target))));
}

/** Folders that a build or a test run makes: named in the guides, never in the repository. */
const GENERATED = /^(public|\.cache|node_modules|test-results|bench-results)\//;
/** A word that stands for any file (a glob, a placeholder) rather than naming one. */
const PATTERN = /[*{}<>…]|FILE|NAME/;

/**
 * The paths in backticks (whole spans, or words of a command) that start at one of the repository's top-level
 * folders or name a file at its top level, and do not exist. A route (`/faq`) or a relative fragment is not checked.
 */
function missingPaths(markdownFile: string, root = ROOT): string[] {
  const topLevel = new Set(fs.readdirSync(root));
  const text = fs.readFileSync(markdownFile, "utf8");
  const words = [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, span]) => span!.split(/\s+/));
  const paths = words
    .map((word) => word.replace(/[:#].*$/, "").replace(/[,.;)]+$/, ""))
    .filter((word) => !PATTERN.test(word) && !GENERATED.test(word))
    .filter((word) => word.startsWith("../shared/") || topLevel.has(word.split("/")[0]!) || topLevel.has(word));
  return [...new Set(paths)].filter((word) => !fs.existsSync(path.resolve(root, word)));
}

const GUIDES = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith(".md"),
);

describe("links from the guides to files in the repository", () => {
  it.each(GUIDES)("%s links only to files that exist", (file) => {
    expect(brokenLinks(path.join(ROOT, file))).toEqual([]);
  });

  it.each(GUIDES)("%s names in backticks only paths that exist", (file) => {
    expect(missingPaths(path.join(ROOT, file))).toEqual([]);
  });

  it("finds a path in backticks that does not exist, in a span or in a command", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doc-paths-"));
    fs.mkdirSync(path.join(folder, "src/lib"), { recursive: true });
    fs.writeFileSync(path.join(folder, "src/lib/here.ts"), "");
    fs.writeFileSync(path.join(folder, "package.json"), "{}");
    const guide = path.join(folder, "guide.md");
    fs.writeFileSync(
      guide,
      [
        "`src/lib/here.ts` `src/lib/here.ts:12:3` `package.json` `/faq` `npm test` `content/FILE.json` `public/x`",
        "`src/lib/gone.ts` and `npx tsx src/lib/moved.ts --flag` and `src/features/`",
      ].join("\n"),
    );
    expect(missingPaths(guide, folder)).toEqual(["src/lib/gone.ts", "src/lib/moved.ts", "src/features/"]);
    fs.rmSync(folder, { recursive: true });
  });

  it("the README stays a front door: at most 150 lines, linking to every page of docs/", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    const unlinked = GUIDES.filter((file) => file.startsWith("docs/") && !readme.includes(`](${file})`));
    expect(unlinked).toEqual([]);
  });

  it("the README links to the editing guide, and the guide links to the content files", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("](docs/editing.md)");
    expect(fs.readFileSync(path.join(ROOT, "docs/editing.md"), "utf8")).toContain("](../content/classes.json)");
  });

  it("finds a link to a file that does not exist, relative to the linking file", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doc-links-"));
    fs.writeFileSync(path.join(folder, "present.json"), "{}");
    const guide = path.join(folder, "guide.md");
    fs.writeFileSync(
      guide,
      "[ok](present.json) [ok](present.json#top) [web](https://example.com/x) [here](#x) [gone](content/missing.json)",
    );
    expect(brokenLinks(guide)).toEqual(["content/missing.json"]);
    fs.rmSync(folder, { recursive: true });
  });
});
