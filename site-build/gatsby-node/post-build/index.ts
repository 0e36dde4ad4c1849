import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildEnv, firebaseSettings } from "../../../src/lib/firebase-settings";
import { buildDate } from "../build-date";
import { siteRoutes } from "../site-routes";
import { builtPages } from "./built-pages";
import { calendarsInEachLanguage, writeClassCalendars, type CalendarSources } from "./class-calendars";
import { writeContentEditor } from "./content-editor";
import { removeDotfiles } from "./dotfiles";
import { writeChangesPage } from "./editor-changes-page";
import { EDITOR_PUBLIC_DIR, editorSite } from "./editor-site";
import { emptyChunkMappingStep } from "./empty-chunk-mapping";
import { writeDeployConfig } from "./hosting-config";
import { nulBytesStep } from "./nul-bytes";
import { rewritePages, type PageStep, type RewrittenPage } from "./page-pass";
import { inlineScripts, pagePolicyStep, pagesHeaderPolicy, sha256Source } from "./page-policy";
import { repeatedModuleScriptsStep } from "./repeated-module-scripts";
import { robotsTxt } from "./robots";
import { scriptsAfterPaintStep } from "./scripts-after-paint";

/** In order: the policy comes last, so that it hashes the inline scripts exactly as they are served. */
const pageSteps = (authEmulatorHost: string | null): PageStep[] => [
  nulBytesStep,
  repeatedModuleScriptsStep,
  emptyChunkMappingStep,
  scriptsAfterPaintStep,
  pagePolicyStep(authEmulatorHost),
];

/** The CSP hash sources of the distinct inline scripts of all pages, as written. */
const scriptHashes = (pages: RewrittenPage[]) => [
  ...new Set(pages.flatMap((page) => inlineScripts(page.html).map(sha256Source))),
];

function summary(pages: RewrittenPage[], authEmulatorHost: string | null, deployConfig: string): string {
  const cleaned = pages.filter((page) => page.changedBy.includes(nulBytesStep.name)).map((page) => page.file);
  return [
    `Post-build: ${pages.length} pages, ${scriptHashes(pages).length} inline scripts allowed by hash`,
    authEmulatorHost ? `, Auth emulator http://${authEmulatorHost} allowed` : "",
    cleaned.length > 0 ? `; NUL bytes removed from ${cleaned.join(", ")}` : "",
    `; the pages' policy as their header in ${path.basename(deployConfig)}`,
  ].join("");
}

/**
 * The one pass over the built site (docs/hosting.md): every page of the route list is read once, rewritten by the
 * steps above (each throws when the markup it relies on is missing) and written once; then the files made from the
 * whole site: robots.txt, and the deployed Hosting configuration with the pages' Content-Security-Policy header made
 * of every page's hashes (hosting-config.ts), and each class's calendar (class-calendars.ts). Any failure stops the build naming the page.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const { data } = await graphql<CalendarSources>(`
    fragment CalendarSite on SiteSettings {
      siteUrl
      brand
      address {
        street
        city
      }
    }
    query PostBuildSite {
      hebrewSite: siteSettings(lang: { eq: "he" }) {
        ...CalendarSite
      }
      englishSite: siteSettings(lang: { eq: "en" }) {
        ...CalendarSite
      }
      studioClosures {
        date
      }
      allStudioClass(sort: { position: ASC }) {
        nodes {
          lang
          slug
          path
          title
          summary
          status
          schedule {
            day
            start
            end
            ageGroup
            minAge
            maxAge
          }
          cycles {
            start
            meetings
            joinUntil
            ageGroup
          }
        }
      }
    }
  `);
  const { authEmulatorHost, isDemo } = firebaseSettings(buildEnv());
  try {
    const editor = editorSite(process.env, isDemo);
    const routes = siteRoutes(program.directory);
    const pages = rewritePages(publicDir, builtPages(publicDir, routes), pageSteps(authEmulatorHost));
    fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(data!.hebrewSite.siteUrl, routes));
    const builtPaths = new Set(routes.map((route) => route.path));
    const calendars = calendarsInEachLanguage(data!, builtPaths, buildDate());
    reporter.info(`Class calendars: ${writeClassCalendars(publicDir, calendars)} in public/calendars/ (and /en/)`);
    const policy = pagesHeaderPolicy(scriptHashes(pages), authEmulatorHost);
    const deployConfig = writeDeployConfig(program.directory, policy, editor.url);
    reporter.info(summary(pages, authEmulatorHost, deployConfig));
    const editorDir = path.join(program.directory, EDITOR_PUBLIC_DIR);
    const written = writeContentEditor(program.directory, publicDir, editorDir, editor.signInUrl);
    reporter.info(`Content editor: ${written} in ${EDITOR_PUBLIC_DIR}/, its own site at ${editor.url}`);
    reporter.info(
      `The editor's pending changes: ${writeChangesPage(program.directory, editorDir, editor.previewSite)}`,
    );
    const dotfiles = [publicDir, editorDir].flatMap(removeDotfiles);
    if (dotfiles.length > 0)
      reporter.info(`Removed from the built sites, as Hosting ignores them: ${dotfiles.join(", ")}`);
  } catch (error) {
    reporter.panic(`The post-build pass stopped the build:\n${(error as Error).message}`);
  }
};
