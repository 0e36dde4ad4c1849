// Issue 11: the physical limit of the home page is the same HTML with every script removed. The bench writes that
// copy next to the built site, measures it in the same Lighthouse run as the home page, and compares their LCP.
import fs from "node:fs";
import path from "node:path";
import { htmlFile } from "./first-load-js.mjs";

/** Where the copy is served from while the bench runs (removed afterwards: it is not part of the site). */
export const NO_SCRIPT_ROUTE = "/bench-no-script/";

/** The HTML without its <script> elements and without the preloads that fetch their code. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/** Writes the copy of public/index.html; returns a function that removes it. */
export function writeNoScriptCopy(publicDir) {
  const folder = path.join(publicDir, NO_SCRIPT_ROUTE);
  fs.mkdirSync(folder, { recursive: true });
  const html = withoutScripts(fs.readFileSync(htmlFile(publicDir, "/"), "utf8"));
  if (/<script\b/.test(html)) throw new Error("the no-script copy still has a <script>");
  fs.writeFileSync(path.join(folder, "index.html"), html);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
