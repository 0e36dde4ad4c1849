/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "./language";

const SRC = path.join(__dirname, "..");
const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test-fixtures" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/**
 * A static query is loaded by every page whose component imports it, whatever the page's language (site-texts.tsx):
 * one outside a language's own folder would put its words in the other language's first load too.
 */
describe("static queries", () => {
  const languageFolders = LANGUAGES.map((language) => path.join(__dirname, language) + path.sep);
  const withStaticQuery = sourceFiles(SRC).filter((file) =>
    /\buseStaticQuery\b|<StaticQuery\b/.test(fs.readFileSync(file, "utf8")),
  );

  it("are found by this check (the Hebrew site's texts use one)", () => {
    expect(withStaticQuery.map((file) => path.relative(SRC, file))).toContain("language/he/HebrewSiteTexts.tsx");
  });

  it("live only in a language's folder", () => {
    const outside = withStaticQuery.filter((file) => !languageFolders.some((folder) => file.startsWith(folder)));
    expect(outside.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
