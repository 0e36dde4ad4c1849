import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SUBSET_FONTS_DIR } from "./subset-fonts";
import { buildDate } from "./build-date";
import { leanBrowserBundle } from "./lean-browser-bundle";
import { stylesheetPerTemplate } from "./stylesheet-per-template";
import { ignoreCssOrder, keepFontsAsFiles } from "./webpack-patches";
import tsconfig from "../../tsconfig.json";
import { readContentData } from "../content/content-on-disk";
import { englishEntriesOnDisk } from "../content/english-twins";
import { CONTENT_FILES } from "../../src/content/content-files";

/**
 * tsconfig.json's `paths` (`@/*` → `src/*`), the one place they are written (jest.config.js reads them too), in
 * every bundle; and `@subset-fonts/…`, the fonts that subset-fonts.ts writes before the build.
 */
const SOURCE_ALIAS = {
  ...Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace("/*", ""),
      path.resolve(process.cwd(), target!.replace("/*", "")),
    ]),
  ),
  "@subset-fonts": SUBSET_FONTS_DIR,
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  const config = getConfig();
  // The build's date (build-date.ts) and the notices (content/notices/, one file each; for the English pages those
  // with their English twin, and the banner's English name) that gatsby-ssr writes: Gatsby's bundles see no other
  // process.env than what is defined in them.
  const root = process.cwd();
  const [englishUi] = englishEntriesOnDisk(root, { name: "ui", ...CONTENT_FILES.ui }) as {
    notices?: { label?: string };
  }[];
  const englishNotices = {
    label: englishUi?.notices?.label ?? null,
    notices: englishEntriesOnDisk(root, { name: "notices", ...CONTENT_FILES.notices }),
  };
  config.plugins.push(
    plugins.define({
      "process.env.STUDIO_BUILD_DATE": JSON.stringify(buildDate()),
      "process.env.STUDIO_NOTICES": JSON.stringify(JSON.stringify(readContentData(root, "notices"))),
      "process.env.STUDIO_ENGLISH_NOTICES": JSON.stringify(JSON.stringify(englishNotices)),
    }),
  );
  config.resolve.alias = { ...config.resolve.alias, ...SOURCE_ALIAS };
  keepFontsAsFiles(config.module.rules);
  leanBrowserBundle(config, { stage, plugins });
  ignoreCssOrder(config.plugins, stage);
  stylesheetPerTemplate(config, stage);
  actions.replaceWebpackConfig(config);
};
