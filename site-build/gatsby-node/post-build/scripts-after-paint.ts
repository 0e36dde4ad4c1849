import { HERO_POSTER_ATTRIBUTE } from "../../../src/lib/hero";
import { findMarker, MissingMarker } from "./marker";
import type { PageStep } from "./page-pass";

/**
 * A page's largest paint (the home page's hero poster, a class page's picture, an inner page's heading and lead)
 * should not share the network or the main thread with Gatsby's bundles. Their <script> tags (written by Gatsby's
 * scripts slice, after the HTML is rendered, hence this step after the build) stay in the page but inert: data
 * blocks, `<script type="text/plain" data-after-paint="…">`, which browsers neither fetch nor run, their address in
 * that attribute (a data block may not have `src`: HTML's rule, which the Nu Html Checker enforces in the suite).
 * A few lines after them start real copies once the
 * largest paint is done: on the home page once the browser has reported the poster's own paint as shown (a frame after
 * its load where browsers do not report it: a frame drawn is not yet a paint shown, and bundles started in between
 * held the first paint back until they had run, 1.25 s in Lighthouse's runs of the home page); elsewhere once the
 * page has loaded (its pictures and fonts included) and the browser has reported its largest paint as shown (a long
 * page such as the timetable is shown after its load event: bundles requested before that delay it), or a frame
 * later where browsers do not report it; after 3 s whatever happens (a background tab draws nothing). The page
 * is complete HTML before any script runs, so nothing is missing meanwhile; only hydration waits. `npm run bench`
 * measures each template against the same page without any script.
 */
export const DEFERRED_SCRIPT_ATTRIBUTE = "data-after-paint";

export const START_SCRIPTS_AFTER_PAINT = `(function(){var d=document,started=false;
function start(){if(started)return;started=true;d.querySelectorAll("script[${DEFERRED_SCRIPT_ATTRIBUTE}]").forEach(function(inert){var s=d.createElement("script");s.src=inert.getAttribute("${DEFERRED_SCRIPT_ATTRIBUTE}");s.async=true;d.body.appendChild(s)})}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}
function afterLargestPaint(element){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return afterPaint();var o=new P(function(list){if(element&&!list.getEntries().some(function(e){return e.element===element}))return;o.disconnect();setTimeout(start,0)});o.observe({type:"largest-contentful-paint",buffered:true})}
var poster=d.querySelector("img[${HERO_POSTER_ATTRIBUTE}]");
function afterPoster(){afterLargestPaint(poster)}
if(poster){if(poster.complete&&poster.naturalWidth)afterPoster();else{poster.addEventListener("load",afterPoster);poster.addEventListener("error",start)}}
else if(d.readyState==="complete")afterLargestPaint();else addEventListener("load",function(){afterLargestPaint()});
setTimeout(start,3000)})();`;

const STEP = "scripts after the largest paint";
const BUNDLE_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
const LOADER = `<script>${START_SCRIPTS_AFTER_PAINT}</script>`;

/**
 * The page's async bundle scripts made inert, and the loader that starts them after the largest paint added last.
 * Throws when the page lacks Gatsby's bundle tags or </body>: without them the rewrite would do nothing.
 */
export function startScriptsAfterPaint(html: string): string {
  const hasLoader = html.includes(LOADER);
  // A page is done when it has the loader and no live bundle tag. The loader's own text names the inert tags'
  // attribute, so that text alone says nothing: a second build writes Gatsby's tags into a page again.
  if (hasLoader && !new RegExp(BUNDLE_SCRIPT.source).test(html)) {
    findMarker(
      html,
      new RegExp(`<script type="text/plain" ${DEFERRED_SCRIPT_ATTRIBUTE}="`),
      STEP,
      "its inert bundle tags",
    );
    return html;
  }
  if (!hasLoader && html.includes(`${DEFERRED_SCRIPT_ATTRIBUTE}="`)) {
    throw new MissingMarker(STEP, "the loader an earlier build added");
  }
  findMarker(html, new RegExp(BUNDLE_SCRIPT.source), STEP, 'Gatsby\'s bundle tags <script src="…" async></script>');
  findMarker(html, /<\/body>/, STEP, "</body>");
  const inert = html.replace(
    BUNDLE_SCRIPT,
    (_, src: string) => `<script type="text/plain" ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}"></script>`,
  );
  return hasLoader ? inert : inert.replace("</body>", `${LOADER}</body>`);
}

/** Every page's bundles wait for its largest paint. */
export const scriptsAfterPaintStep: PageStep = {
  name: STEP,
  rewrite: startScriptsAfterPaint,
};
