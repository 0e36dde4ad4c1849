// The brand mark, drawn for the icons and the merchandise.
import { C, svgDoc } from "./draw.mjs";

// ---------------------------------------------------------------------------------------------------------
// The brand mark (favicon, icons, merchandise): a leaping figure reduced to a head and an arched body.
// Drawn in a 32 x 32 box.
// ---------------------------------------------------------------------------------------------------------

export function markShapes({ body = C.sand, head = C.orange } = {}) {
  return (
    `<g transform="rotate(-14 16 16)" fill="none" stroke="${body}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M16 13.2V19.6" stroke-width="5"/>` +
    `<path d="M6.8 9.2L16 14.2L25.2 9.2" stroke-width="3.3"/>` +
    `<path d="M9.6 27.4L16 19.6L22.4 27.4" stroke-width="3.7"/>` +
    `<circle cx="16" cy="5.9" r="3.6" fill="${head}" stroke="none"/>` +
    `</g>`
  );
}

export function markSvg(size, { rounded = true } = {}) {
  return svgDoc(
    32,
    32,
    `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${C.navy}"/>` + markShapes(),
    size,
    size,
  );
}
