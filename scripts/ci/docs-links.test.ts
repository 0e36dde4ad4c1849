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

const GUIDES = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith(".md"),
);

describe("links from the guides to files in the repository", () => {
  it.each(GUIDES)("%s links only to files that exist", (file) => {
    expect(brokenLinks(path.join(ROOT, file))).toEqual([]);
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
