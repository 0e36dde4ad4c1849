import { readContentData } from "../content/content-on-disk";

/**
 * `STUDIO_ENGLISH_SITE=1` builds the English site before the studio turns it on in content (`englishSite` in
 * content/site.json): the test build does, so that the browser tests hold the English pages the studio will open.
 * The deploy never sets it.
 */
export const ENGLISH_SITE_ENV = "STUDIO_ENGLISH_SITE";

/** The files every English page reads: without their English whole, no English page is built. */
export const ENGLISH_SITE_NEEDS = ["ui", "site", "booking"] as const;

/** Whether this build makes the English site: the studio's switch, or the tests' variable. */
export function isEnglishSiteBuilt(root: string, env: Record<string, string | undefined>): boolean {
  if (env[ENGLISH_SITE_ENV] === "1") return true;
  return (readContentData(root, "site") as { englishSite?: boolean }).englishSite === true;
}
