// Monoline capitals for the latin "MOTION LAB" (no system font needed).
import { f } from "./draw.mjs";

// ---------------------------------------------------------------------------------------------------------
// Monoline capitals for the few places that carry the latin text "MOTION LAB" (no system font needed).
// Glyphs are drawn on a 10-unit cap height.
// ---------------------------------------------------------------------------------------------------------

const GLYPHS = {
  M: [8, "M0 10V0L4 6.2L8 0V10"],
  O: [10, "M0 5A5 5 0 1 0 10 5A5 5 0 1 0 0 5Z"],
  T: [8, "M0 0H8M4 0V10"],
  I: [0, "M0 0V10"],
  N: [7.5, "M0 10V0L7.5 10V0"],
  L: [6, "M0 0V10H6"],
  A: [8.4, "M0 10L4.2 0L8.4 10M1.5 6.5H6.9"],
  B: [6.6, "M0 10V0H3.6A2.5 2.5 0 0 1 3.6 5H0M3.6 5H4.1A2.5 2.5 0 0 1 4.1 10H0"],
  " ": [2.5, ""],
};

function textWidth(str, gap = 3.4) {
  let w = 0;
  [...str].forEach((ch, i) => {
    w += GLYPHS[ch][0] + (i ? gap : 0);
  });
  return w;
}

/** "MOTION LAB" etc. x, y = top-left of the caps (or top-centre with anchor 'middle'); size = cap height. */
export function monoText(str, { x, y, size, color, weight = 1.6, gap = 3.4, anchor = "start" }) {
  const k = size / 10;
  const total = textWidth(str, gap);
  let cx = anchor === "middle" ? -total / 2 : anchor === "end" ? -total : 0;
  let paths = "";
  for (const ch of str) {
    const [w, d] = GLYPHS[ch];
    if (d) paths += `<path transform="translate(${f(cx)} 0)" d="${d}"/>`;
    cx += w + gap;
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(k)})" fill="none" stroke="${color}" stroke-width="${weight}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${paths}</g>`
  );
}
