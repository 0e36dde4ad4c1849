import { HERO_POSTER_ATTRIBUTE } from "../../../lib/hero";
import { findMarker, MissingMarker } from "./marker";
import type { PageStep } from "./page-pass";

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

const STEP = "scripts after the hero";
const BUNDLE_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
const LOADER = `<script>${START_SCRIPTS_AFTER_HERO}</script>`;

/**
 * The page's async bundle scripts made inert, and the loader that starts them after the poster added last. Throws
 * when the page lacks the poster, Gatsby's bundle tags or </body>: without them the rewrite would do nothing.
 */
export function startScriptsAfterHero(html: string): string {
  findMarker(
    html,
    new RegExp(`<img\\b[^>]*\\s${HERO_POSTER_ATTRIBUTE}\\b`),
    STEP,
    `the hero poster <img ${HERO_POSTER_ATTRIBUTE}>`,
  );
  // Gatsby leaves a page it did not rebuild in place: a page made inert by an earlier build keeps its one loader.
  if (html.includes(DEFERRED_SCRIPT_ATTRIBUTE)) {
    if (!html.includes(LOADER)) throw new MissingMarker(STEP, "the loader an earlier build added");
    return html;
  }
  findMarker(html, new RegExp(BUNDLE_SCRIPT.source), STEP, 'Gatsby\'s bundle tags <script src="…" async></script>');
  findMarker(html, /<\/body>/, STEP, "</body>");
  const inert = html.replace(
    BUNDLE_SCRIPT,
    (_, src: string) => `<script type="text/plain" src="${src}" ${DEFERRED_SCRIPT_ATTRIBUTE}></script>`,
  );
  return inert.replace("</body>", `${LOADER}</body>`);
}

/** The home page's bundles wait for its hero poster. */
export const scriptsAfterHeroStep: PageStep = {
  name: STEP,
  appliesTo: (page) => page.route === "/",
  rewrite: startScriptsAfterHero,
};
