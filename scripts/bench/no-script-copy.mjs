// Issue 11 and 18: the physical limit of a page is the same HTML with every script removed. The bench writes that
// copy of one page of each template (home, class, coach, schedule, shop, FAQ) next to the built site, measures it in
// the same Lighthouse run as the page itself, and compares their LCP.
import fs from "node:fs";
import path from "node:path";
import { htmlFile } from "./first-load-js.mjs";

/** Where the copies are served from while the bench runs (removed afterwards: they are not part of the site). */
export const NO_SCRIPT_PREFIX = "/bench-no-script/";

/** The address of a template's copy without scripts. */
export const noScriptRoute = (template) => `${NO_SCRIPT_PREFIX}${template}/`;

/** The HTML without its <script> elements and without the preloads that fetch their code. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/** Writes the copy of each template's page ({ template: route }); returns a function that removes them all. */
export function writeNoScriptCopies(publicDir, templates) {
  const root = path.join(publicDir, NO_SCRIPT_PREFIX);
  for (const [template, route] of Object.entries(templates)) {
    const folder = path.join(publicDir, noScriptRoute(template));
    fs.mkdirSync(folder, { recursive: true });
    const html = withoutScripts(fs.readFileSync(htmlFile(publicDir, route), "utf8"));
    if (/<script\b/.test(html)) throw new Error(`the no-script copy of ${route} still has a <script>`);
    fs.writeFileSync(path.join(folder, "index.html"), html);
  }
  return () => fs.rmSync(root, { recursive: true, force: true });
}
