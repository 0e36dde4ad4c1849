import { findMarker } from "./marker";
import type { PageStep } from "./page-pass";

/**
 * Every page carries Gatsby's chunk map, the CSS and JavaScript files of every template (2.7 KB, 0.8 KB gzip), in
 * an inline script. With slices (Gatsby 5's scripts slice, gatsby-webpack-stats-extractor.js) Gatsby writes it as a
 * JSON *string*, `window.___chunkMapping="{…}"`, which its loader indexes as an object
 * (`window.___chunkMapping[chunkName] || []`): every lookup finds nothing, so no page has ever used it. It only
 * weighed on the HTML, which must fit a new connection's first round trip (docs/performance.md): with it the class
 * page's HTML needed a second one, 150 ms more LCP on a phone. So the step writes the empty map, which the loader
 * reads the same way. Should Gatsby write the map as an object, this step stops the build: the map would then work.
 */
const CHUNK_MAPPING = /(<script\s+id="gatsby-chunk-mapping"\s*>)\s*([\s\S]*?)\s*(<\/script>)/;
const AS_A_STRING = /^window\.___chunkMapping="[^"\\]*(?:\\.[^"\\]*)*";?$/;
export const EMPTY_CHUNK_MAPPING = "window.___chunkMapping={};";
const STEP = "Gatsby's unused chunk map emptied";

export function emptyChunkMapping(html: string): string {
  const [, open, body, close] = findMarker(html, CHUNK_MAPPING, STEP, "Gatsby's chunk-mapping script");
  if (body === EMPTY_CHUNK_MAPPING) return html;
  findMarker(body!, AS_A_STRING, STEP, 'the chunk map written as a string, window.___chunkMapping="…"');
  return html.replace(CHUNK_MAPPING, `${open}${EMPTY_CHUNK_MAPPING}${close}`);
}

export const emptyChunkMappingStep: PageStep = {
  name: STEP,
  rewrite: emptyChunkMapping,
};
