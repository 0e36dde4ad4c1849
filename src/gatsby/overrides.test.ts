/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const OVERRIDES_DOC = path.join(ROOT, "docs/gatsby-overrides.md");

/** What reshapes Gatsby's output or bundle: its webpack configuration, the head, the hydration, a post-build step. */
const RESHAPING = [
  /replaceWebpackConfig/,
  /normalModuleReplacement/,
  /cacheGroups/,
  /MiniCssExtractPlugin/,
  /replaceHeadComponents/,
  /setHeadComponents/,
  /replaceHydrateFunction/,
  /export const onPostBuild/,
  /\): PageStep\b|: PageStep = /,
];

const sourcesUnder = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The files that reshape Gatsby's output, relative to the repository. */
function reshapingFiles(root: string): string[] {
  const rootHooks = fs.readdirSync(root).filter((name) => /^gatsby-\w+\.tsx?$/.test(name));
  const folders = ["src/gatsby", "site-build/gatsby-node"].map((folder) => path.join(root, folder));
  return [...folders.flatMap(sourcesUnder), ...rootHooks.map((name) => path.join(root, name))]
    .filter((file) => RESHAPING.some((api) => api.test(fs.readFileSync(file, "utf8"))))
    .map((file) => path.relative(root, file))
    .sort();
}

interface Row {
  cells: string[];
  paths: string[];
}

/** The table's rows: their cells, and the paths in backticks of the first cell. */
function overrideRows(markdown: string): Row[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const cells = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { cells, paths: [...cells[0]!.matchAll(/`([^`]+)`/g)].map(([, file]) => file!) };
    });
}

describe("docs/gatsby-overrides.md", () => {
  const rows = overrideRows(fs.readFileSync(OVERRIDES_DOC, "utf8"));
  const listed = new Set(rows.flatMap((row) => row.paths));

  it.each(reshapingFiles(ROOT))("lists %s, which reshapes Gatsby's output", (file) => {
    expect([...listed]).toContain(file);
  });

  it("names files that exist, each row with what it changes, why, its guard and when it can go", () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.cells).toHaveLength(5);
      expect(row.cells.every((cell) => cell.length > 0)).toBe(true);
      for (const file of row.paths.filter((name) => name.includes("/")))
        expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
    }
  });

  it("finds a reshaping file that the list leaves out", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "overrides-"));
    fs.mkdirSync(path.join(folder, "src/gatsby/render"), { recursive: true });
    fs.mkdirSync(path.join(folder, "site-build/gatsby-node"), { recursive: true });
    fs.writeFileSync(path.join(folder, "site-build/gatsby-node/new-patch.ts"), "actions.replaceWebpackConfig(config);");
    fs.writeFileSync(path.join(folder, "site-build/gatsby-node/plain.ts"), "export const x = 1;");
    fs.writeFileSync(
      path.join(folder, "gatsby-ssr.tsx"),
      "export const onPreRenderHTML = ({ replaceHeadComponents }) => {};",
    );
    expect(reshapingFiles(folder)).toEqual(["gatsby-ssr.tsx", "site-build/gatsby-node/new-patch.ts"]);
    fs.rmSync(folder, { recursive: true });
  });
});
