import { findMarker } from "./marker";
import type { PageStep } from "./page-pass";

/**
 * gatsby-plugin-image writes the same inline `<script type="module">` after every image it renders (it copies each
 * image's data-src into src and fades the placeholder out once loaded): six identical copies on the home page, 1.4 KB
 * of first-load JavaScript (gzip) for nothing. A module script runs only after the whole document is parsed, in
 * document order, and this one acts on every image of the page, so the first copy alone does all that the copies did.
 * Only byte-identical module scripts are dropped; a page without repeats is left as it is.
 */
const MODULE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;
const IMAGE_WRAPPER = "data-gatsby-image-wrapper";
const STEP = "repeated module scripts dropped";

/** Throws when a page has gatsby-plugin-image's pictures but not its script: the plugin's markup has changed. */
export function dropRepeatedModuleScripts(html: string): string {
  if (html.includes(IMAGE_WRAPPER))
    findMarker(html, /<script type="module">/, STEP, "gatsby-plugin-image's module script");
  const seen = new Set<string>();
  return html.replace(MODULE_SCRIPT, (tag: string, body: string) => {
    if (seen.has(body)) return "";
    seen.add(body);
    return tag;
  });
}

export const repeatedModuleScriptsStep: PageStep = {
  name: STEP,
  rewrite: dropRepeatedModuleScripts,
};
