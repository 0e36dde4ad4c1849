// The palette and small drawing helpers shared by every kind of placeholder media.

// ---------------------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------------------

export const C = {
  navy: "#0f1b2d",
  navyDeep: "#08111d",
  navyMid: "#1a2d48",
  navyLight: "#2c4670",
  ink: "#060b14",
  orange: "#ff6b35",
  orangeLight: "#ff9a6b",
  orangeDark: "#c94f22",
  sand: "#f4e9d8",
  sandDark: "#e2cfb2",
  sandDeep: "#c9b28f",
  paper: "#fbf7f0",
  teal: "#1f8a8a",
  tealLight: "#5cb8b0",
  tealDark: "#13585a",
  plum: "#4a2a38",
};

export const TAU = Math.PI * 2;
export const DEG = Math.PI / 180;
export const f = (n) => +n.toFixed(2);
export const lerp = (a, b, k) => a + (b - a) * k;
export const clamp = (x, a = 0, b = 1) => Math.min(b, Math.max(a, x));
export const smooth = (x) => {
  const k = clamp(x);
  return k * k * (3 - 2 * k);
};

/** mulberry32: a tiny seeded PRNG, so "random" layouts are identical on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An SVG document: drawn in a viewW x viewH coordinate space, rendered at outW x outH pixels. */
export function svgDoc(viewW, viewH, body, outW = viewW, outH = viewH) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

export const linGrad = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</linearGradient>`;

export const radGrad = (id, cx, cy, r, stops) =>
  `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</radialGradient>`;
