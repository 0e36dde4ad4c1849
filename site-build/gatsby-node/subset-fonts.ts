import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import subsetFont from "subset-font";
import { glyphsToKeep } from "./glyphs";

/**
 * Heebo cut down to the characters the site can show (its content, the texts in its code, the Hebrew and ASCII
 * alphabets for what visitors type) and to the weights it uses, so the two fonts every page preloads weigh a
 * third of fontsource's subsets. Written before webpack runs; _fonts.scss and font-preloads.tsx import them
 * through the `@subset-fonts` alias (site-build/gatsby-node/webpack.ts), which gives them content-hashed addresses.
 */
export const SUBSET_FONTS_DIR = path.resolve("node_modules/.cache/studio-fonts");

/** The weights in the stylesheets (400 to 800); the @font-face rules in _fonts.scss declare the same range. */
const WEIGHTS = { min: 400, max: 800 };

const FONTS = [
  { source: "heebo-hebrew-wght-normal.woff2", output: "heebo-hebrew.woff2" },
  { source: "heebo-latin-wght-normal.woff2", output: "heebo-latin.woff2" },
];

const FONT_FOLDER = path.resolve("node_modules/@fontsource-variable/heebo/files");
// site-build/ too, as when this code was under src/: its texts are never shown, but leaving them out would drop a
// few characters (é, −) from the fonts, a change of the built site of its own.
const SOURCE_FOLDERS = ["content", "src", "site-build"];

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
}

const siteTexts = () =>
  SOURCE_FOLDERS.flatMap(filesUnder)
    .filter((file) => /\.(json|tsx?)$/.test(file))
    .map((file) => fs.readFileSync(file, "utf8"));

export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const glyphs = glyphsToKeep(siteTexts());
  fs.mkdirSync(SUBSET_FONTS_DIR, { recursive: true });
  const sizes = await Promise.all(
    FONTS.map(async ({ source, output }) => {
      const font = await subsetFont(fs.readFileSync(path.join(FONT_FOLDER, source)), glyphs, {
        targetFormat: "woff2",
        variationAxes: { wght: WEIGHTS },
      });
      fs.writeFileSync(path.join(SUBSET_FONTS_DIR, output), font);
      return `${output} ${(font.length / 1024).toFixed(1)} KB`;
    }),
  );
  reporter.info(`Fonts subset to the site's ${glyphs.length} characters: ${sizes.join(", ")}`);
};
