/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/**
 * The anchors of a Markdown text's headings, as GitHub makes them: lower case, punctuation left out (letters of any
 * script, digits, hyphens and underscores stay), a hyphen for each space. Headings inside code blocks are not.
 */
export function headingAnchors(markdown: string): Set<string> {
  const outsideCode = markdown.replace(/^```[^]*?^```/gm, "");
  return new Set(
    [...outsideCode.matchAll(/^#{1,6} +(.+?) *$/gm)].map(([, heading]) =>
      heading!
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

/** Whether `target` (a path, with an optional #anchor) is a file or folder that exists, and a heading of it. */
function exists(target: string, from: string): boolean {
  const [file, anchor] = decodeURI(target).split("#") as [string, string | undefined];
  const resolved = file === "" ? from : path.resolve(path.dirname(from), file);
  if (!fs.existsSync(resolved)) return false;
  return !anchor || !resolved.endsWith(".md") || headingAnchors(fs.readFileSync(resolved, "utf8")).has(anchor);
}

/**
 * The targets of a Markdown file's links into the repository (not web addresses) that do not exist: a file or
 * folder, or a heading of a guide (`#routes`, `site.md#routes`).
 */
function brokenLinks(markdownFile: string): string[] {
  const text = fs.readFileSync(markdownFile, "utf8");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .filter((target) => !exists(target, markdownFile));
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
    .filter((word) => topLevel.has(word.split("/")[0]!) || topLevel.has(word));
  return [...new Set(paths)].filter((word) => !fs.existsSync(path.resolve(root, word)));
}

/**
 * What the repository must not point at: the folder beside it that held the first specification and design, and
 * their file names (a clone from GitHub has neither; docs/site.md and docs/decisions.md replaced them). Spelled in
 * pieces so that this file does not name them itself.
 */
const OUTSIDE_DOCUMENTS = [["..", "shared"].join("/"), ["SPEC", "md"].join("."), ["DESIGN", "md"].join(".")];
/** npm's lockfiles name thousands of packages, none of them ours to reword. */
const LOCKFILE = /(^|\/)package-lock\.json$/;

/** The lines of each tracked text file (git ls-files), but npm's lockfiles; not a picture, a video or a font. */
function trackedTextFiles(root: string): { file: string; lines: string[] }[] {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  return tracked
    .filter((file) => file !== "" && !LOCKFILE.test(file) && fs.statSync(path.join(root, file)).isFile())
    .flatMap((file) => {
      const bytes = fs.readFileSync(path.join(root, file));
      return bytes.includes(0) ? [] : [{ file, lines: bytes.toString("utf8").split("\n") }];
    });
}

/** Each line of a tracked text file that names one of OUTSIDE_DOCUMENTS, as `path:line: text`. */
function outsideReferences(root = ROOT): string[] {
  return trackedTextFiles(root).flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      OUTSIDE_DOCUMENTS.some((name) => line.includes(name)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    ),
  );
}

/** This test, whose examples name guides that do not exist. */
const THIS_FILE = path.relative(ROOT, __filename);

/** A path into docs/ (a guide, with its #anchor, or a folder of it), not part of a web address or another path. */
const DOCS_PATH = /(?<![\w/.:-])docs\/[\w./-]*[\w/](?:#[\p{L}\p{N}_-]+)?/gu;

/**
 * What the code and the configuration point to in docs/ (a comment's "docs/adding-a-page.md", a test's
 * "docs/site.md#routes") that does not exist, as `path:line: docs/…`. The guides themselves are held by their links.
 */
function missingDocsInCode(root = ROOT): string[] {
  return trackedTextFiles(root)
    .filter(({ file }) => !file.endsWith(".md") && file !== THIS_FILE)
    .flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        [...line.matchAll(DOCS_PATH)]
          .map(([target]) => target)
          .filter((target) => !exists(target, path.join(root, "README.md")))
          .map((target) => `${file}:${index + 1}: ${target}`),
      ),
    );
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

  it("the code and the configuration point only to guides, headings and folders of docs/ that exist", () => {
    expect(missingDocsInCode()).toEqual([]);
  });

  it("finds what code points to in docs/ that does not exist, but not a web address's docs/", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doc-code-"));
    const files: Record<string, string> = {
      "docs/site.md": "# What the site does\n\n## Routes\n\n```sh\n# not a heading\n```\n",
      "docs/images/shot.png": "",
      "src/lib/pages.ts": "// A new page: docs/adding-a-page.md. The routes: docs/site.md#routes, docs/images/.\n",
      "src/lib/more.ts": '// docs/site.md#not-a-heading, and "docs/site.md#what-the-site-does" (see docs/site.md).\n',
      "scripts/api.mjs": "// https://firebase.google.com/docs/emulator-suite/connect_auth\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: folder });
    execFileSync("git", ["add", "."], { cwd: folder });
    expect(missingDocsInCode(folder)).toEqual([
      "src/lib/more.ts:1: docs/site.md#not-a-heading",
      "src/lib/pages.ts:1: docs/adding-a-page.md",
    ]);
    fs.rmSync(folder, { recursive: true });
  });

  it("no tracked file names a document outside the repository", () => {
    expect(outsideReferences()).toEqual([]);
  });

  it("finds a tracked file that names a document outside the repository, but not an untracked file or a lockfile", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doc-outside-"));
    const [sharedFolder, spec, design] = OUTSIDE_DOCUMENTS as [string, string, string];
    const files: Record<string, string> = {
      "README.md": `# Site\n\nWhat it must do: \`${sharedFolder}/spec/${spec}\`.\n`,
      "src/app.ts": `// See ${design}, "Decisions".\nexport const x = 1;\n`,
      "docs/site.md": "# What the site does\n",
      "package-lock.json": `{ "note": "${sharedFolder}" }\n`,
      "cms/package-lock.json": `{ "note": "${spec}" }\n`,
      "notes.md": `${design}\n`,
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), text);
    }
    fs.writeFileSync(path.join(folder, "static.bin"), Buffer.concat([Buffer.from([0]), Buffer.from(spec)]));
    execFileSync("git", ["init", "-q"], { cwd: folder });
    execFileSync("git", ["add", "README.md", "src", "docs", "package-lock.json", "cms", "static.bin"], { cwd: folder });
    expect(outsideReferences(folder)).toEqual([
      `README.md:3: What it must do: \`${sharedFolder}/spec/${spec}\`.`,
      `src/app.ts:1: // See ${design}, "Decisions".`,
    ]);
    fs.rmSync(folder, { recursive: true });
  });

  it("the README stays a front door: at most 150 lines, linking to every page of docs/", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    const unlinked = GUIDES.filter((file) => file.startsWith("docs/") && !readme.includes(`](${file})`));
    expect(unlinked).toEqual([]);
  });

  it("the README's first screen sends a first change to the steps of adding a page or a content field", () => {
    const firstScreen = fs.readFileSync(path.join(ROOT, "README.md"), "utf8").split("\n").slice(0, 15).join("\n");
    expect(firstScreen).toContain("](docs/architecture.md#adding-a-page-or-a-content-field)");
  });

  it("the README links to the editing guide, and the guide links to the content files", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("](docs/editing.md)");
    expect(fs.readFileSync(path.join(ROOT, "docs/editing-json.md"), "utf8")).toContain("](../content/classes/)");
  });

  it("finds a link to a file, or a heading of a guide, that does not exist, relative to the linking file", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doc-links-"));
    fs.writeFileSync(path.join(folder, "present.json"), "{}");
    const guide = path.join(folder, "guide.md");
    fs.writeFileSync(
      guide,
      [
        "# The guide",
        "## Its routes, in `site.md`",
        "[ok](present.json) [ok](present.json#top) [web](https://example.com/x) [here](#the-guide)",
        "[there](guide.md#its-routes-in-sitemd) [gone](content/missing.json) [no heading](#x) [nor](guide.md#routes)",
      ].join("\n"),
    );
    expect(brokenLinks(guide)).toEqual(["content/missing.json", "#x", "guide.md#routes"]);
    fs.rmSync(folder, { recursive: true });
  });
});
