import fs from "node:fs";
import path from "node:path";
import { HERO_POSTER_ATTRIBUTE } from "../../lib/hero";

/**
 * The home page's largest paint is the hero poster, and Gatsby's bundles should not take bandwidth or the main
 * thread from it. Their <script> tags (written by Gatsby's scripts slice, after the HTML is rendered, hence this
 * step after the build) stay in the page but inert: `type="text/plain"`, which browsers neither fetch nor run.
 * A few lines after them start real copies once the poster has loaded and the next frame is drawn, or after 3 s
 * whatever happens (a background tab draws nothing). The page is complete HTML before any script runs, so
 * nothing is missing meanwhile; only hydration waits for the poster.
 */
export const DEFERRED_SCRIPT_ATTRIBUTE = "data-after-hero";

export const START_SCRIPTS_AFTER_HERO = `(function(){var d=document,started=false;
function start(){if(started)return;started=true;d.querySelectorAll("script[${DEFERRED_SCRIPT_ATTRIBUTE}]").forEach(function(inert){var s=d.createElement("script");s.src=inert.getAttribute("src");s.async=true;d.body.appendChild(s)})}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}
var poster=d.querySelector("img[${HERO_POSTER_ATTRIBUTE}]");
if(!poster||(poster.complete&&poster.naturalWidth))afterPaint();else{poster.addEventListener("load",afterPaint);poster.addEventListener("error",start)}
setTimeout(start,3000)})();`;

const BUNDLE_SCRIPT = /<script src="([^"]+)" async><\/script>/g;

/** The page's async bundle scripts made inert, and the loader that starts them after the poster added last. */
export function startScriptsAfterHero(html: string): string {
  // Gatsby leaves a page it did not rebuild in place: a page made inert by an earlier build is left as it is.
  if (html.includes(DEFERRED_SCRIPT_ATTRIBUTE) || !html.match(BUNDLE_SCRIPT)) return html;
  const inert = html.replace(
    BUNDLE_SCRIPT,
    (_, src: string) => `<script type="text/plain" src="${src}" ${DEFERRED_SCRIPT_ATTRIBUTE}></script>`,
  );
  return inert.replace("</body>", `<script>${START_SCRIPTS_AFTER_HERO}</script></body>`);
}

/** Applies startScriptsAfterHero to the built home page. */
export function startHomeScriptsAfterHero(publicFolder: string) {
  const file = path.join(publicFolder, "index.html");
  fs.writeFileSync(file, startScriptsAfterHero(fs.readFileSync(file, "utf8")));
}
