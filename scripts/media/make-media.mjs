#!/usr/bin/env node
// Regenerates every placeholder picture and video of the site from nothing.
//
//   node scripts/media/make-media.mjs            (all files)
//   node scripts/media/make-media.mjs hero shop   (only some groups: hero, studio, classes, coaches, shop, icons)
//
// Pictures are SVG strings rendered by sharp; videos are SVG frames rendered by sharp and piped as raw RGB
// into the system ffmpeg (libx264 / libvpx-vp9). Everything is deterministic: the only "randomness" comes from
// a seeded PRNG. The art is placeholder only: the studio will replace it with real photos and clips.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const FFMPEG = process.env.FFMPEG_PATH || "ffmpeg";

// ---------------------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------------------

const C = {
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

const TAU = Math.PI * 2;
const DEG = Math.PI / 180;
const f = (n) => +n.toFixed(2);
const lerp = (a, b, k) => a + (b - a) * k;
const clamp = (x, a = 0, b = 1) => Math.min(b, Math.max(a, x));
const smooth = (x) => {
  const k = clamp(x);
  return k * k * (3 - 2 * k);
};

/** mulberry32: a tiny seeded PRNG, so "random" layouts are identical on every run. */
function rng(seed) {
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
function svgDoc(viewW, viewH, body, outW = viewW, outH = viewH) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

const linGrad = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</linearGradient>`;

const radGrad = (id, cx, cy, r, stops) =>
  `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</radialGradient>`;

// ---------------------------------------------------------------------------------------------------------
// A posable figure: thick round-capped limbs and a round head. Angles are absolute, in degrees,
// 0 = pointing up, clockwise positive (so 180 = down, 90 = right / "forward").
// ---------------------------------------------------------------------------------------------------------

const BODY = { torso: 32, neck: 5, head: 8.5, ua: 17, fa: 16, th: 23, sh: 23, wHip: 7, wChest: 9, wA: 8, wL: 11 };

const POSES = {
  stand: { torso: 0, head: 0, armB: [172, 176], armF: [188, 184], legB: [176, 180], legF: [184, 180] },
  armsUp: { torso: 0, head: 0, armB: [-12, -8], armF: [12, 8], legB: [178, 180], legF: [182, 180] },
  crouch: { torso: 32, head: 20, armB: [215, 230], armF: [200, 215], legB: [110, 205], legF: [118, 210] },
  tuck: { torso: 0, head: 15, armB: [115, 175], armF: [125, 180], legB: [55, 180], legF: [65, 185] },
  layout: { torso: 0, head: -18, armB: [-55, -62], armF: [60, 68], legB: [192, 198], legF: [200, 206] },
  star: { torso: 0, head: 0, armB: [-58, -62], armF: [58, 62], legB: [152, 150], legF: [208, 210] },
  split: { torso: 12, head: 8, armB: [-60, -70], armF: [55, 70], legB: [255, 262], legF: [98, 96] },
  twist: { torso: 0, head: 10, armB: [120, 80], armF: [-60, -40], legB: [230, 240], legF: [100, 95] },
  kick: { torso: -18, head: -10, armB: [-110, -100], armF: [150, 120], legB: [195, 180], legF: [95, 92] },
  handstand: { torso: 180, head: 180, armB: [178, 178], armF: [182, 182], legB: [-8, -4], legF: [8, 4] },
  dive: { torso: 0, head: 6, armB: [-4, -2], armF: [4, 2], legB: [178, 176], legF: [184, 186] },
  hang: { torso: 0, head: 4, armB: [-3, -1], armF: [3, 1], legB: [178, 180], legF: [182, 182] },
  kneeRaise: { torso: -6, head: 4, armB: [-5, -2], armF: [2, 1], legB: [88, 180], legF: [96, 185] },
  press: { torso: 0, head: 0, armB: [-48, 14], armF: [48, -14], legB: [168, 172], legF: [192, 188] },
  pressUp: { torso: 0, head: 0, armB: [-62, -8], armF: [62, 8], legB: [166, 172], legF: [194, 188] },
  guard: { torso: 10, head: 5, armB: [150, 35], armF: [140, 30], legB: [200, 185], legF: [160, 176] },
  jab: { torso: 14, head: 8, armB: [150, 35], armF: [92, 90], legB: [202, 186], legF: [158, 176] },
  cross: { torso: 22, head: 14, armB: [88, 90], armF: [150, 30], legB: [206, 190], legF: [156, 176] },
  silks: { torso: 0, head: -6, armB: [-6, -2], armF: [6, 2], legB: [150, 215], legF: [196, 180] },
  silksOpen: { torso: 0, head: -10, armB: [-8, -4], armF: [10, 6], legB: [120, 110], legF: [205, 200] },
};

function lerpPose(a, b, k) {
  const out = {};
  for (const key of Object.keys(a)) {
    out[key] = Array.isArray(a[key]) ? a[key].map((v, i) => lerp(v, b[key][i], k)) : lerp(a[key], b[key], k);
  }
  return out;
}

const dirv = (a) => [Math.sin(a * DEG), -Math.cos(a * DEG)];
const step = (o, a, l) => {
  const d = dirv(a);
  return [o[0] + d[0] * l, o[1] + d[1] * l];
};

function joints(p) {
  const hip = [0, 0];
  const chest = step(hip, p.torso, BODY.torso);
  const shoulder = step(hip, p.torso, BODY.torso - 3);
  const head = step(chest, p.head, BODY.neck + BODY.head);
  const elbowB = step(shoulder, p.armB[0], BODY.ua);
  const handB = step(elbowB, p.armB[1], BODY.fa);
  const elbowF = step(shoulder, p.armF[0], BODY.ua);
  const handF = step(elbowF, p.armF[1], BODY.fa);
  const kneeB = step(hip, p.legB[0], BODY.th);
  const footB = step(kneeB, p.legB[1], BODY.sh);
  const kneeF = step(hip, p.legF[0], BODY.th);
  const footF = step(kneeF, p.legF[1], BODY.sh);
  const center = [(hip[0] + chest[0]) / 2, (hip[1] + chest[1]) / 2];
  return { hip, chest, shoulder, head, elbowB, handB, elbowF, handF, kneeB, footB, kneeF, footF, center };
}

/** The torso: a rounded wedge, narrow at the hips and broad at the shoulders. */
function torsoShape(j, color) {
  const dx = j.chest[0] - j.hip[0];
  const dy = j.chest[1] - j.hip[1];
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const p = (o, w) => `${f(o[0] + nx * w)},${f(o[1] + ny * w)}`;
  const pts = [
    p(j.hip, BODY.wHip - 3),
    p(j.chest, BODY.wChest - 3),
    p(j.chest, -(BODY.wChest - 3)),
    p(j.hip, -(BODY.wHip - 3)),
  ];
  return `<polygon points="${pts.join(" ")}" fill="${color}" stroke="${color}" stroke-width="6"/>`;
}

/**
 * Draws a figure. The joint named by `anchor` lands on (x, y); the figure is rotated by `rot` degrees and scaled
 * by `s` around it. Returns { svg, at } where at(name) gives a joint's position in the drawing's coordinates.
 */
function figure({ pose, x, y, s = 1, rot = 0, color = C.ink, back = color, anchor = "center", opacity = 1 }) {
  const j = joints(pose);
  const a = j[anchor];
  const line = (pts, w, c) =>
    `<polyline points="${pts.map((p) => `${f(p[0])},${f(p[1])}`).join(" ")}" fill="none" stroke="${c}" stroke-width="${w}"/>`;
  const svg =
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)}) translate(${f(-a[0])} ${f(-a[1])})" ` +
    `stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${f(opacity)}"` : ""}>` +
    line([j.shoulder, j.elbowB, j.handB], BODY.wA, back) +
    line([j.hip, j.kneeB, j.footB], BODY.wL, back) +
    torsoShape(j, color) +
    `<circle cx="${f(j.head[0])}" cy="${f(j.head[1])}" r="${BODY.head}" fill="${color}"/>` +
    line([j.hip, j.kneeF, j.footF], BODY.wL, color) +
    line([j.shoulder, j.elbowF, j.handF], BODY.wA, color) +
    `</g>`;
  const cos = Math.cos(rot * DEG);
  const sin = Math.sin(rot * DEG);
  const at = (name) => {
    const px = (j[name][0] - a[0]) * s;
    const py = (j[name][1] - a[1]) * s;
    return [x + px * cos - py * sin, y + px * sin + py * cos];
  };
  return { svg, at };
}

/** How far below the anchor the lowest point of the body reaches (unrotated), in figure units. */
function footDrop(pose, anchor = "center") {
  const j = joints(pose);
  return Math.max(j.footB[1], j.footF[1]) + BODY.wL / 2 - j[anchor][1];
}

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
function monoText(str, { x, y, size, color, weight = 1.6, gap = 3.4, anchor = "start" }) {
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

// ---------------------------------------------------------------------------------------------------------
// The brand mark (favicon, icons, merchandise): a leaping figure reduced to a head and an arched body.
// Drawn in a 32 x 32 box.
// ---------------------------------------------------------------------------------------------------------

function markShapes({ body = C.sand, head = C.orange } = {}) {
  return (
    `<g transform="rotate(-14 16 16)" fill="none" stroke="${body}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M16 13.2V19.6" stroke-width="5"/>` +
    `<path d="M6.8 9.2L16 14.2L25.2 9.2" stroke-width="3.3"/>` +
    `<path d="M9.6 27.4L16 19.6L22.4 27.4" stroke-width="3.7"/>` +
    `<circle cx="16" cy="5.9" r="3.6" fill="${head}" stroke="none"/>` +
    `</g>`
  );
}

function markSvg(size, { rounded = true } = {}) {
  return svgDoc(
    32,
    32,
    `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${C.navy}"/>` + markShapes(),
    size,
    size,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Output helpers
// ---------------------------------------------------------------------------------------------------------

const written = [];

async function report(rel) {
  const { size } = await stat(path.join(ROOT, rel));
  written.push([rel, size]);
  console.log(`${rel.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}

async function ensureDir(rel) {
  await mkdir(path.dirname(path.join(ROOT, rel)), { recursive: true });
}

async function writeImage(rel, svg, { width, height, format = "jpeg", quality = 75 } = {}) {
  await ensureDir(rel);
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (width && height) img = img.resize(width, height);
  if (format === "jpeg") {
    img = img.flatten({ background: C.sand }).jpeg({ quality, progressive: true, mozjpeg: true });
  } else if (format === "webp") {
    img = img.flatten({ background: C.sand }).webp({ quality, effort: 6 });
  } else {
    img = img.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 });
  }
  await img.toFile(path.join(ROOT, rel));
  await report(rel);
}

async function writeText(rel, text) {
  await ensureDir(rel);
  await writeFile(path.join(ROOT, rel), text);
  await report(rel);
}

/**
 * Renders frames 0..n-1 of render(t) (t in [0, 1), so a periodic render loops seamlessly) and pipes them into one
 * ffmpeg process that writes every output listed.
 */
async function writeVideo({ width, height, fps, seconds, render, outputs }) {
  const n = Math.round(fps * seconds);
  for (const o of outputs) await ensureDir(o.path);
  const color = [
    "-an",
    "-sn",
    "-dn",
    "-vf",
    "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
    "-colorspace",
    "bt709",
    "-color_primaries",
    "bt709",
    "-color_trc",
    "bt709",
    "-color_range",
    "tv",
    "-map_metadata",
    "-1",
  ];
  const args = ["-y", "-hide_banner", "-loglevel", "error"];
  args.push("-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", String(fps), "-i", "pipe:0");
  for (const o of outputs) {
    if (o.path.endsWith(".mp4")) {
      args.push(...color, "-c:v", "libx264", "-preset", "veryslow", "-tune", "animation", "-crf", String(o.crf));
      args.push("-profile:v", "high", "-level", "4.0", "-movflags", "+faststart", "-fflags", "+bitexact");
      args.push("-flags:v", "+bitexact", path.join(ROOT, o.path));
    } else {
      args.push(...color, "-c:v", "libvpx-vp9", "-crf", String(o.crf), "-b:v", "0", "-deadline", "good");
      args.push("-cpu-used", "1", "-row-mt", "1", "-g", String(n), "-fflags", "+bitexact", path.join(ROOT, o.path));
    }
  }
  const proc = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "inherit"] });
  const exited = once(proc, "close");
  proc.on("error", (err) => {
    console.error(`Could not run ${FFMPEG} (install it with: apt-get install -y ffmpeg): ${err.message}`);
    process.exit(1);
  });
  const frame = (i) =>
    sharp(Buffer.from(render(i / n)), { density: 72 })
      .resize(width, height)
      .removeAlpha()
      .raw()
      .toBuffer();
  const batch = 6;
  for (let i = 0; i < n; i += batch) {
    const bufs = await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => frame(i + k)));
    for (const b of bufs) {
      if (!proc.stdin.write(b)) await once(proc.stdin, "drain");
    }
  }
  proc.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}) for ${outputs.map((o) => o.path).join(", ")}`);
  for (const o of outputs) await report(o.path);
}

// ---------------------------------------------------------------------------------------------------------
// Hero: a silhouette mid-flip in front of a glowing disc, on a dark stage. heroSvg(0) is the poster;
// the video animates it gently (drifting glows and dust, a slow breathing of the figure) and loops.
// ---------------------------------------------------------------------------------------------------------

const HERO_DUST = (() => {
  const r = rng(1337);
  return Array.from({ length: 46 }, () => ({
    x: r() * 1600,
    y: r() * 900,
    rad: 1.2 + r() * 2.6,
    op: 0.12 + r() * 0.3,
    k: 1 + Math.floor(r() * 2),
    ph: r() * TAU,
  }));
})();

function heroArt(t) {
  const s = Math.sin(TAU * t);
  const c = Math.cos(TAU * t);
  const W = 1600;
  const H = 900;
  const floorY = 720;
  const discX = 640;
  const discY = 345;
  // the flight path: a quadratic Bezier from take-off to landing, apex at (discX, ~330)
  const P0 = [180, floorY];
  const P1 = [discX, -50];
  const P2 = [1100, floorY];
  const bez = (u) => [
    (1 - u) ** 2 * P0[0] + 2 * (1 - u) * u * P1[0] + u * u * P2[0],
    (1 - u) ** 2 * P0[1] + 2 * (1 - u) * u * P1[1] + u * u * P2[1],
  ];

  let defs = linGrad("bg", [
    [0, "#070f1a"],
    [0.6, C.navy],
    [1, "#12233a"],
  ]);
  defs += radGrad("glowO", discX + 30 * c, discY + 12 * s, 620 + 30 * s, [
    [0, C.orange, 0.5],
    [0.45, C.orange, 0.14],
    [1, C.orange, 0],
  ]);
  defs += radGrad("glowT", 1320 - 60 * s, 780 + 20 * c, 720, [
    [0, C.teal, 0.42],
    [0.5, C.teal, 0.12],
    [1, C.teal, 0],
  ]);
  defs += radGrad("disc", discX - 80, discY - 110, 420, [
    [0, "#ff9a6b"],
    [0.45, C.orange],
    [1, "#8a2f14"],
  ]);
  defs += linGrad("floor", [
    [0, "#0c1626"],
    [1, "#03070d"],
  ]);
  defs += radGrad("vig", W / 2, H / 2, 1000, [
    [0.55, "#000", 0],
    [1, "#000", 0.55],
  ]);
  defs += linGrad("beam", [
    [0, C.sand, 0.1],
    [1, C.sand, 0],
  ]);

  let b = `<defs>${defs}</defs>`;
  b += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // stage light beams from above
  const sway = 14 * s;
  b += `<polygon points="${f(470 + sway)},0 ${f(560 + sway)},0 ${f(760 - sway)},${floorY} ${f(330 - sway)},${floorY}" fill="url(#beam)" opacity="0.55"/>`;
  b += `<polygon points="${f(1180 - sway)},0 ${f(1240 - sway)},0 ${f(1480 + sway)},${floorY} ${f(1010 + sway)},${floorY}" fill="url(#beam)" opacity="0.3"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#glowT)"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#glowO)"/>`;
  // the disc and its rings
  b += `<circle cx="${discX}" cy="${discY}" r="250" fill="url(#disc)" opacity="0.92"/>`;
  b += `<circle cx="${discX}" cy="${discY}" r="300" fill="none" stroke="${C.orange}" stroke-width="2" opacity="0.28"/>`;
  b += `<circle cx="${discX}" cy="${discY}" r="372" fill="none" stroke="${C.sand}" stroke-width="1.5" stroke-dasharray="3 15" stroke-dashoffset="${f(-t * 18 * 4)}" opacity="0.18"/>`;
  // floor, with lines that slide towards the viewer (one spacing per loop: seamless)
  b += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>`;
  const N = 7;
  for (let k = 0; k < N; k++) {
    const u = (k + t) / N;
    const y = floorY + (H - floorY) * u * u;
    b += `<line x1="0" x2="${W}" y1="${f(y)}" y2="${f(y)}" stroke="${C.teal}" stroke-width="${f(1 + 2 * u)}" opacity="${f(0.05 + 0.22 * u)}"/>`;
  }
  for (let k = -9; k <= 9; k++) {
    b += `<line x1="${f(W / 2 + k * 40)}" y1="${floorY}" x2="${f(W / 2 + k * 260)}" y2="${H}" stroke="${C.teal}" stroke-width="1.5" opacity="0.12"/>`;
  }
  b += `<line x1="0" x2="${W}" y1="${floorY}" y2="${floorY}" stroke="${C.orange}" stroke-width="2" opacity="0.35"/>`;
  // reflection of the disc on the floor
  b += `<ellipse cx="${discX}" cy="${floorY + 30}" rx="300" ry="26" fill="${C.orange}" opacity="0.12"/>`;
  // flight path
  b += `<path d="M${P0[0]} ${P0[1]}Q${P1[0]} ${P1[1]} ${P2[0]} ${P2[1]}" fill="none" stroke="${C.sand}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0.1 18" stroke-dashoffset="${f(-t * 18 * 6)}" opacity="0.32"/>`;
  // the main silhouette mid-air, breathing slightly, with a faint echo of where it came from
  const S = 3.3;
  const [mx, my] = bez(0.5);
  const rot = -28 + 3 * s;
  b += `<ellipse cx="${f(mx + 10)}" cy="${floorY + 8}" rx="${f(120 - 8 * s)}" ry="12" fill="#000" opacity="0.45"/>`;
  for (const [u, dr, op] of [
    [0.36, -34, 0.1],
    [0.43, -17, 0.18],
  ]) {
    const [gx, gy] = bez(u);
    b += figure({ pose: POSES.twist, x: gx, y: gy + 30 + 7 * s, s: S, rot: rot + dr, color: C.sand, opacity: op }).svg;
  }
  b += figure({ pose: POSES.twist, x: mx, y: my + 30 + 7 * s, s: S, rot, color: C.ink }).svg;
  // dust: each mote rises by a whole screen height (or two) per loop, so the loop is seamless
  for (const d of HERO_DUST) {
    const y = (((d.y - t * H * d.k) % H) + H) % H;
    const x = d.x + 12 * Math.sin(TAU * t + d.ph);
    b += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(d.rad)}" fill="${C.sand}" opacity="${f(d.op)}"/>`;
  }
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return b;
}

const heroSvg = (t, w = 1600, h = 900) => svgDoc(1600, 900, heroArt(t), w, h);

// ---------------------------------------------------------------------------------------------------------
// Studio facilities (1200 x 800)
// ---------------------------------------------------------------------------------------------------------

/** A box drawn with a front, a top and a right side. (x, y) = top-left of the front face. */
function box3d(x, y, w, h, d, front, top, side) {
  const dx = d * 0.55;
  const dy = -d * 0.45;
  return (
    `<polygon points="${f(x)},${f(y)} ${f(x + dx)},${f(y + dy)} ${f(x + w + dx)},${f(y + dy)} ${f(x + w)},${f(y)}" fill="${top}"/>` +
    `<polygon points="${f(x + w)},${f(y)} ${f(x + w + dx)},${f(y + dy)} ${f(x + w + dx)},${f(y + h + dy)} ${f(x + w)},${f(y + h)}" fill="${side}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${front}"/>`
  );
}

function studioJumps() {
  const floorY = 540;
  let b = `<defs>${linGrad("w", [
    [0, "#0b1524"],
    [1, C.navyMid],
  ])}${linGrad("fl", [
    [0, C.tealDark],
    [1, C.teal],
  ])}${radGrad("g", 640, 300, 520, [
    [0, C.orange, 0.35],
    [1, C.orange, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  b += `<rect width="1200" height="800" fill="url(#g)"/>`;
  // wall panels
  for (let i = 0; i < 7; i++) {
    b += `<rect x="${40 + i * 170}" y="70" width="150" height="400" rx="8" fill="#fff" opacity="0.035"/>`;
  }
  b += `<rect y="${floorY}" width="1200" height="${800 - floorY}" fill="url(#fl)"/>`;
  // sprung-floor lanes converging to a vanishing point
  for (let k = -7; k <= 7; k++) {
    b += `<line x1="${600 + k * 70}" y1="${floorY}" x2="${600 + k * 260}" y2="800" stroke="${C.sand}" stroke-width="2" opacity="0.16"/>`;
  }
  for (const y of [575, 625, 700]) {
    b += `<line x1="0" x2="1200" y1="${y}" y2="${y}" stroke="${C.sand}" stroke-width="2" opacity="0.1"/>`;
  }
  // plyo boxes
  b += box3d(150, 430, 200, 180, 90, C.sand, "#fff6ea", C.sandDeep);
  b += box3d(480, 360, 210, 250, 90, C.orange, C.orangeLight, C.orangeDark);
  b += box3d(830, 470, 190, 140, 90, C.tealLight, "#8fd3cc", C.teal);
  b += `<rect x="150" y="600" width="870" height="14" fill="#000" opacity="0.18"/>`;
  // leap arc + figure
  b += `<path d="M260 420Q585 -60 930 450" fill="none" stroke="${C.sand}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 20" opacity="0.5"/>`;
  b += figure({ pose: POSES.armsUp, x: 300, y: 320, s: 2.0, rot: 30, color: C.sand, opacity: 0.18 }).svg;
  b += figure({ pose: POSES.split, x: 600, y: 185, s: 2.6, rot: 4, color: C.sand }).svg;
  b += `<ellipse cx="600" cy="${floorY + 40}" rx="90" ry="10" fill="#000" opacity="0.25"/>`;
  return svgDoc(1200, 800, b);
}

function studioFoamPit() {
  const r = rng(42);
  const colors = [
    [C.orange, C.orangeLight, C.orangeDark],
    [C.teal, C.tealLight, C.tealDark],
    [C.sand, "#fffaf2", C.sandDeep],
    [C.navyLight, "#4a6a9a", "#1c2f4d"],
    ["#ffb07f", "#ffd0b0", "#e08550"],
    [C.tealLight, "#9ad8d1", C.teal],
  ];
  let b = `<defs>${linGrad("w", [
    [0, C.navy],
    [1, C.navyMid],
  ])}${radGrad("g", 600, 330, 700, [
    [0, C.teal, 0.35],
    [1, C.teal, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  b += `<rect width="1200" height="800" fill="url(#g)"/>`;
  // the back padding of the pit
  b += `<rect x="0" y="250" width="1200" height="110" fill="${C.navyLight}"/>`;
  b += `<rect x="0" y="250" width="1200" height="14" fill="${C.orange}"/>`;
  for (let i = 1; i < 6; i++)
    b += `<line x1="${i * 200}" x2="${i * 200}" y1="264" y2="360" stroke="#000" stroke-width="3" opacity="0.2"/>`;
  // rows of foam cubes, back to front, growing with perspective
  let y = 330;
  for (let row = 0; y < 860; row++) {
    const size = 50 + row * 16;
    const n = Math.ceil(1300 / (size * 0.92));
    const off = (row % 2) * size * 0.45 - 50;
    for (let i = 0; i < n; i++) {
      const [front, top, side] = colors[Math.floor(r() * colors.length)];
      const cx = off + i * size * 0.92 + (r() - 0.5) * size * 0.3;
      const cy = y + (r() - 0.5) * size * 0.25;
      const rot = (r() - 0.5) * 30;
      const h = size * 0.72;
      b +=
        `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(rot)})">` +
        `<rect x="${f(-size / 2)}" y="${f(-h / 2 + size * 0.1)}" width="${f(size)}" height="${f(h)}" rx="${f(size * 0.16)}" fill="#000" opacity="0.25"/>` +
        `<rect x="${f(-size / 2)}" y="${f(-h / 2)}" width="${f(size)}" height="${f(h)}" rx="${f(size * 0.16)}" fill="${side}"/>` +
        `<rect x="${f(-size / 2)}" y="${f(-h / 2)}" width="${f(size)}" height="${f(h * 0.62)}" rx="${f(size * 0.16)}" fill="${front}"/>` +
        `<rect x="${f(-size * 0.3)}" y="${f(-h * 0.38)}" width="${f(size * 0.45)}" height="${f(h * 0.14)}" rx="${f(size * 0.07)}" fill="${top}" opacity="0.8"/>` +
        `</g>`;
    }
    y += size * 0.52;
  }
  // a figure diving in, head first
  b += `<path d="M1120 40Q1000 20 860 200" fill="none" stroke="${C.sand}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 20" opacity="0.45"/>`;
  b += figure({
    pose: { torso: 0, head: -12, armB: [-70, -80], armF: [70, 80], legB: [186, 190], legF: [176, 168] },
    x: 770,
    y: 190,
    s: 2.6,
    rot: 235,
    color: C.sand,
  }).svg;
  b += `<ellipse cx="700" cy="330" rx="120" ry="18" fill="#000" opacity="0.22"/>`;
  return svgDoc(1200, 800, b);
}

function studioAcrobatics() {
  const floorY = 560;
  let b = `<defs>${linGrad("w", [
    [0, C.paper],
    [1, C.sandDark],
  ])}${linGrad("trk", [
    [0, C.teal],
    [1, C.tealDark],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  b += `<circle cx="960" cy="200" r="150" fill="${C.orange}" opacity="0.9"/>`;
  b += `<circle cx="960" cy="200" r="200" fill="none" stroke="${C.orange}" stroke-width="3" opacity="0.35"/>`;
  b += `<rect y="${floorY}" width="1200" height="${800 - floorY}" fill="${C.sandDark}"/>`;
  // tumbling track in perspective
  b += `<polygon points="40,${floorY + 20} 1160,${floorY + 20} 1200,700 0,700" fill="url(#trk)"/>`;
  b += `<polygon points="0,700 1200,700 1200,730 0,730" fill="${C.tealDark}"/>`;
  for (let i = 1; i < 8; i++) {
    const x1 = 40 + i * 140;
    const x2 = i * 150;
    b += `<line x1="${x1}" y1="${floorY + 20}" x2="${x2}" y2="700" stroke="${C.sand}" stroke-width="2" opacity="0.25"/>`;
  }
  // a cartwheel, frame by frame
  const steps = [
    [170, 0, POSES.armsUp, 0.35],
    [370, 45, POSES.star, 0.45],
    [580, 90, POSES.star, 0.62],
    [790, 135, POSES.star, 0.8],
    [1000, 180, POSES.star, 1],
  ];
  b += `<path d="M170 300Q580 150 1000 300" fill="none" stroke="${C.orange}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 20" opacity="0.8"/>`;
  for (const [x, rot, pose, op] of steps) {
    const s = 2.3;
    // put the lowest point of the rotated figure on the track
    const fig = figure({ pose, x, y: 0, s, rot, color: C.navy, opacity: op });
    const pts = ["head", "handB", "handF", "footB", "footF"].map((n) => fig.at(n)[1]);
    const low = Math.max(...pts) + 10;
    b += `<ellipse cx="${x}" cy="${floorY + 44}" rx="70" ry="9" fill="#000" opacity="${f(0.15 * op)}"/>`;
    b += figure({ pose, x, y: floorY + 38 - low, s, rot, color: C.navy, opacity: op }).svg;
  }
  return svgDoc(1200, 800, b);
}

function studioModularBar() {
  const floorY = 660;
  let b = `<defs>${linGrad("w", [
    [0, C.tealDark],
    [1, "#0e3f44"],
  ])}${linGrad("fl", [
    [0, C.navyMid],
    [1, C.navy],
  ])}${radGrad("g", 420, 200, 600, [
    [0, C.tealLight, 0.35],
    [1, C.tealLight, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  b += `<rect width="1200" height="800" fill="url(#g)"/>`;
  b += `<rect y="${floorY}" width="1200" height="${800 - floorY}" fill="url(#fl)"/>`;
  // back row of the rig (darker, thinner)
  const back = "#0b2f33";
  for (const x of [250, 550, 850, 1150])
    b += `<rect x="${x - 7}" y="160" width="14" height="${floorY - 190}" fill="${back}"/>`;
  b += `<rect x="230" y="150" width="940" height="14" rx="7" fill="${back}"/>`;
  b += `<rect x="550" y="360" width="300" height="10" rx="5" fill="${back}"/>`;
  // front row
  const posts = [120, 440, 760, 1080];
  for (const x of posts) {
    b += `<rect x="${x - 14}" y="110" width="28" height="${floorY - 110}" rx="4" fill="${C.orange}"/>`;
    b += `<rect x="${x - 14}" y="110" width="9" height="${floorY - 110}" fill="#fff" opacity="0.18"/>`;
    b += `<rect x="${x - 40}" y="${floorY - 10}" width="80" height="16" rx="4" fill="${C.orangeDark}"/>`;
  }
  b += `<rect x="90" y="110" width="1020" height="22" rx="11" fill="${C.sand}"/>`;
  b += `<rect x="440" y="300" width="320" height="16" rx="8" fill="${C.sand}"/>`;
  b += `<rect x="760" y="460" width="320" height="16" rx="8" fill="${C.sand}"/>`;
  // rings between the middle posts
  for (const x of [560, 640]) {
    b += `<line x1="${x}" y1="132" x2="${x}" y2="210" stroke="${C.navy}" stroke-width="6"/>`;
    b += `<circle cx="${x}" cy="236" r="26" fill="none" stroke="${C.sand}" stroke-width="9"/>`;
  }
  // parallettes on the floor
  b += `<rect x="840" y="600" width="170" height="12" rx="6" fill="${C.sand}"/>`;
  b += `<rect x="852" y="610" width="10" height="45" fill="${C.sandDeep}"/><rect x="988" y="610" width="10" height="45" fill="${C.sandDeep}"/>`;
  // figure on the high bar, knees raised
  b += figure({ pose: POSES.kneeRaise, x: 285, y: 121, s: 2.5, rot: 0, color: C.navy, anchor: "handF" }).svg;
  b += `<ellipse cx="285" cy="${floorY + 10}" rx="80" ry="10" fill="#000" opacity="0.3"/>`;
  // figure doing a muscle-up-like support on the low bar
  b += figure({ pose: POSES.hang, x: 930, y: 468, s: 2.1, rot: 180, color: C.sand, anchor: "handF", opacity: 0.9 }).svg;
  return svgDoc(1200, 800, b);
}

function studioTrampoline() {
  const cx = 600;
  const cy = 600;
  let b = `<defs>${linGrad("w", [
    [0, C.sand],
    [1, "#f6c6a2"],
  ])}${linGrad("bed", [
    [0, "#0a1320"],
    [1, C.navyMid],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  for (let i = 0; i < 5; i++) {
    b += `<circle cx="600" cy="250" r="${120 + i * 90}" fill="none" stroke="${C.orange}" stroke-width="3" opacity="${f(0.35 - i * 0.06)}"/>`;
  }
  b += `<rect y="650" width="1200" height="150" fill="${C.sandDark}"/>`;
  // legs
  for (const [x, h] of [
    [250, 120],
    [950, 120],
    [420, 150],
    [780, 150],
  ]) {
    b += `<rect x="${x - 9}" y="${cy}" width="18" height="${h}" rx="4" fill="${C.navy}"/>`;
  }
  b += `<ellipse cx="${cx}" cy="762" rx="440" ry="26" fill="#000" opacity="0.12"/>`;
  // frame pad, springs, bed
  b += `<ellipse cx="${cx}" cy="${cy}" rx="430" ry="118" fill="${C.orange}"/>`;
  b += `<ellipse cx="${cx}" cy="${cy + 10}" rx="430" ry="118" fill="none" stroke="${C.orangeDark}" stroke-width="6" opacity="0.6"/>`;
  b += `<ellipse cx="${cx}" cy="${cy}" rx="395" ry="100" fill="${C.sandDeep}"/>`;
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * TAU;
    const x1 = cx + Math.cos(a) * 395;
    const y1 = cy + Math.sin(a) * 100;
    const x2 = cx + Math.cos(a) * 350;
    const y2 = cy + Math.sin(a) * 84;
    b += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${C.navyLight}" stroke-width="4" stroke-linecap="round"/>`;
  }
  b += `<ellipse cx="${cx}" cy="${cy}" rx="350" ry="84" fill="url(#bed)"/>`;
  b += `<ellipse cx="${cx}" cy="${cy + 4}" rx="60" ry="12" fill="#000" opacity="0.45"/>`;
  // bounce trail and figure
  b += `<line x1="${cx}" y1="${cy - 20}" x2="${cx}" y2="380" stroke="${C.navy}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 20" opacity="0.5"/>`;
  for (const [dx, len] of [
    [-70, 60],
    [70, 60],
    [-110, 40],
    [110, 40],
  ]) {
    b += `<line x1="${cx + dx}" y1="${380 + (80 - len)}" x2="${cx + dx}" y2="${380 + 80}" stroke="${C.teal}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`;
  }
  b += figure({ pose: POSES.star, x: cx, y: 235, s: 2.6, color: C.teal, back: C.tealDark }).svg;
  return svgDoc(1200, 800, b);
}

function kettlebell(x, y, r, color, handle = color) {
  return (
    `<path d="M${x - r * 0.55} ${y - r * 0.7}V${y - r * 1.3}A${r * 0.55} ${r * 0.45} 0 0 1 ${x + r * 0.55} ${y - r * 1.3}V${y - r * 0.7}" fill="none" stroke="${handle}" stroke-width="${f(r * 0.22)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
    `<rect x="${f(x - r * 0.7)}" y="${f(y + r * 0.8)}" width="${f(r * 1.4)}" height="${f(r * 0.28)}" rx="${f(r * 0.1)}" fill="${color}"/>` +
    `<circle cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.22)}" fill="#fff" opacity="0.18"/>`
  );
}

function plate(x, y, r, color) {
  return `<rect x="${f(x - r * 0.16)}" y="${f(y - r)}" width="${f(r * 0.32)}" height="${f(r * 2)}" rx="${f(r * 0.1)}" fill="${color}"/>`;
}

function studioStrength() {
  const floorY = 600;
  let b = `<defs>${linGrad("w", [
    [0, "#0a1422"],
    [1, C.navyMid],
  ])}${radGrad("g", 560, 260, 520, [
    [0, C.orange, 0.3],
    [1, C.orange, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/>`;
  b += `<rect width="1200" height="800" fill="url(#g)"/>`;
  b += `<rect y="${floorY}" width="1200" height="${800 - floorY}" fill="#101a28"/>`;
  for (let i = 0; i <= 12; i++)
    b += `<line x1="${600 + (i - 6) * 60}" y1="${floorY}" x2="${600 + (i - 6) * 220}" y2="800" stroke="#fff" stroke-width="2" opacity="0.05"/>`;
  for (const y of [640, 705])
    b += `<line x1="0" x2="1200" y1="${y}" y2="${y}" stroke="#fff" stroke-width="2" opacity="0.05"/>`;
  // squat rack on the right
  for (const x of [880, 1090]) {
    b += `<rect x="${x - 13}" y="150" width="26" height="${floorY - 140}" fill="${C.teal}"/>`;
    b += `<rect x="${x - 13}" y="150" width="8" height="${floorY - 140}" fill="#fff" opacity="0.15"/>`;
    b += `<rect x="${x - 22}" y="340" width="44" height="14" fill="${C.tealDark}"/>`;
  }
  b += `<rect x="860" y="140" width="250" height="20" fill="${C.teal}"/>`;
  b += `<rect x="820" y="322" width="330" height="10" rx="5" fill="${C.sandDeep}"/>`;
  b += plate(840, 327, 62, C.orange) + plate(864, 327, 50, C.orangeDark);
  b += plate(1130, 327, 62, C.orange) + plate(1106, 327, 50, C.orangeDark);
  // kettlebells and dumbbells on the left
  b += kettlebell(110, floorY - 40, 40, C.navyLight);
  b += kettlebell(215, floorY - 32, 32, C.orange);
  b += kettlebell(300, floorY - 26, 26, C.teal);
  b += `<rect x="110" y="${floorY + 50}" width="120" height="12" rx="6" fill="${C.sandDeep}"/>`;
  b += `<rect x="92" y="${floorY + 30}" width="28" height="52" rx="8" fill="${C.navyLight}"/><rect x="220" y="${floorY + 30}" width="28" height="52" rx="8" fill="${C.navyLight}"/>`;
  // a figure pressing a barbell overhead
  const fig = figure({ pose: POSES.pressUp, x: 560, y: floorY - 6, s: 2.7, color: C.sand, anchor: "footF" });
  const hb = fig.at("handB");
  const hf = fig.at("handF");
  const barY = (hb[1] + hf[1]) / 2;
  b += `<ellipse cx="560" cy="${floorY + 4}" rx="110" ry="12" fill="#000" opacity="0.35"/>`;
  b += fig.svg;
  b += `<rect x="330" y="${f(barY - 5)}" width="460" height="10" rx="5" fill="${C.sandDeep}"/>`;
  b += plate(360, barY, 70, C.orange) + plate(386, barY, 56, C.teal);
  b += plate(760, barY, 70, C.orange) + plate(734, barY, 56, C.teal);
  return svgDoc(1200, 800, b);
}

// ---------------------------------------------------------------------------------------------------------
// Coach clips (480 x 640, 4 s loops). Each render(t) is periodic in t.
// ---------------------------------------------------------------------------------------------------------

const CW = 480;
const CH = 640;

function coachAmit(t) {
  // tricking spin: an orange figure whirls with a motion trail inside rotating teal rings
  const cx = 240;
  const cy = 318 - 14 * Math.sin(TAU * t);
  let b = `<defs>${radGrad("bg", 240, 280, 460, [
    [0, "#1f3453"],
    [1, C.navyDeep],
  ])}</defs>`;
  b += `<rect width="${CW}" height="${CH}" fill="url(#bg)"/>`;
  for (let i = 0; i < 3; i++) {
    const r = 150 + i * 50;
    const dash = [40, 26, 10][i];
    b += `<circle cx="240" cy="318" r="${r}" fill="none" stroke="${C.teal}" stroke-width="${6 - i * 1.5}" stroke-dasharray="${dash} ${dash * 1.3}" stroke-linecap="round" transform="rotate(${f((i % 2 ? -1 : 1) * 360 * t)} 240 318)" opacity="${f(0.75 - i * 0.18)}"/>`;
  }
  b += `<rect y="566" width="${CW}" height="74" fill="${C.navyDeep}"/>`;
  b += `<line x1="0" x2="${CW}" y1="566" y2="566" stroke="${C.orange}" stroke-width="3" opacity="0.6"/>`;
  b += `<ellipse cx="240" cy="574" rx="${f(70 + 14 * Math.sin(TAU * t))}" ry="8" fill="#000" opacity="0.45"/>`;
  const rot = 360 * t;
  for (let k = 4; k >= 1; k--) {
    b += figure({ pose: POSES.kick, x: cx, y: cy, s: 3.3, rot: rot - k * 11, color: C.orange, opacity: 0.32 / k }).svg;
  }
  b += figure({ pose: POSES.kick, x: cx, y: cy, s: 3.3, rot, color: C.orange, back: C.orangeDark }).svg;
  return svgDoc(CW, CH, b);
}

function coachNoam(t0) {
  // a back tuck: crouch, take off, rotate once, land, stand (the clip starts mid-air, for a livelier poster)
  const t = (t0 + 0.3) % 1;
  const floorY = 570;
  const s = 2.7;
  const standDrop = footDrop(POSES.stand) * s;
  let pose;
  let rot = 0;
  let h = 0;
  let ground = true;
  if (t < 0.14) pose = lerpPose(POSES.stand, POSES.crouch, smooth(t / 0.14));
  else if (t < 0.24) pose = lerpPose(POSES.crouch, POSES.armsUp, smooth((t - 0.14) / 0.1));
  else if (t < 0.72) {
    const u = (t - 0.24) / 0.48;
    ground = false;
    h = 4 * 170 * u * (1 - u);
    rot = -360 * smooth(u);
    const k = Math.sin(Math.PI * clamp((u - 0.05) / 0.9));
    pose = lerpPose(POSES.armsUp, POSES.tuck, k);
  } else if (t < 0.82) pose = lerpPose(POSES.armsUp, POSES.crouch, smooth((t - 0.72) / 0.1));
  else pose = lerpPose(POSES.crouch, POSES.stand, smooth((t - 0.82) / 0.18));
  const cy = ground ? floorY - footDrop(pose) * s : floorY - standDrop - h;
  let b = `<defs>${linGrad("bg", [
    [0, C.tealLight],
    [1, C.tealDark],
  ])}</defs>`;
  b += `<rect width="${CW}" height="${CH}" fill="url(#bg)"/>`;
  for (let i = 0; i < 6; i++) {
    b += `<line x1="${-40 + i * 110}" y1="0" x2="${-160 + i * 110}" y2="${floorY}" stroke="#fff" stroke-width="22" opacity="0.05"/>`;
  }
  b += `<circle cx="240" cy="250" r="150" fill="none" stroke="${C.sand}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.5" transform="rotate(${f(-360 * t)} 240 250)"/>`;
  b += `<rect y="${floorY}" width="${CW}" height="${CH - floorY}" fill="${C.tealDark}"/>`;
  b += `<rect y="${floorY}" width="${CW}" height="10" fill="${C.orange}"/>`;
  b += `<ellipse cx="240" cy="${floorY + 2}" rx="${f(70 - h * 0.2)}" ry="8" fill="#000" opacity="${f(0.35 - h * 0.001)}"/>`;
  b += figure({ pose, x: 240, y: cy, s, rot, color: C.sand, back: C.sandDark }).svg;
  return svgDoc(CW, CH, b);
}

function coachDaniel(t) {
  // a swing on the bar with a knee raise
  const floorY = 590;
  const barY = 130;
  const swing = 16 * Math.sin(TAU * t);
  const k = (1 - Math.cos(TAU * t)) / 2;
  const pose = lerpPose(POSES.hang, POSES.kneeRaise, k);
  let b = `<defs>${linGrad("bg", [
    [0, C.paper],
    [1, C.sandDark],
  ])}</defs>`;
  b += `<rect width="${CW}" height="${CH}" fill="url(#bg)"/>`;
  b += `<circle cx="240" cy="${barY}" r="260" fill="none" stroke="${C.orange}" stroke-width="2" opacity="0.3"/>`;
  b += `<path d="M${f(240 + 330 * Math.sin(-20 * DEG))} ${f(barY + 330 * Math.cos(20 * DEG))}A330 330 0 0 0 ${f(240 + 330 * Math.sin(20 * DEG))} ${f(barY + 330 * Math.cos(20 * DEG))}" fill="none" stroke="${C.teal}" stroke-width="4" stroke-dasharray="0.1 16" stroke-linecap="round" opacity="0.7"/>`;
  b += `<rect y="${floorY}" width="${CW}" height="${CH - floorY}" fill="${C.sandDeep}"/>`;
  for (const x of [50, 430]) {
    b += `<rect x="${x - 12}" y="${barY - 30}" width="24" height="${floorY - barY + 30}" fill="${C.orange}"/>`;
    b += `<rect x="${x - 30}" y="${floorY - 10}" width="60" height="14" fill="${C.orangeDark}"/>`;
  }
  b += `<rect x="38" y="${barY - 9}" width="404" height="18" rx="9" fill="${C.navy}"/>`;
  b += `<ellipse cx="${f(240 + swing * 5)}" cy="${floorY + 6}" rx="60" ry="8" fill="#000" opacity="0.2"/>`;
  b += figure({ pose, x: 240, y: barY, s: 3, rot: swing, color: C.navy, back: C.navyLight, anchor: "handF" }).svg;
  return svgDoc(CW, CH, b);
}

function coachYossi(t) {
  // jab, cross, jab, cross on a swinging bag
  const floorY = 590;
  const p = (t * 4) % 1;
  const which = Math.floor(t * 4) % 2;
  const ext = p < 0.45 ? Math.sin((Math.PI * p) / 0.45) : 0;
  const pose = lerpPose(POSES.guard, which ? POSES.cross : POSES.jab, ext);
  const bagRot = -5 * Math.sin(TAU * 4 * t - 1.3);
  const bob = 4 * Math.sin(TAU * 4 * t);
  let b = `<defs>${linGrad("bg", [
    [0, C.orangeLight],
    [1, C.orangeDark],
  ])}</defs>`;
  b += `<rect width="${CW}" height="${CH}" fill="url(#bg)"/>`;
  b += `<circle cx="300" cy="250" r="190" fill="${C.orange}" opacity="0.6"/>`;
  b += `<rect y="${floorY}" width="${CW}" height="${CH - floorY}" fill="#8a3414"/>`;
  // bag
  const bx = 372;
  b += `<g transform="rotate(${f(bagRot)} ${bx} 0)">`;
  b += `<line x1="${bx}" y1="0" x2="${bx}" y2="120" stroke="${C.navy}" stroke-width="6"/>`;
  b += `<line x1="${bx}" y1="120" x2="${bx - 40}" y2="160" stroke="${C.navy}" stroke-width="4"/><line x1="${bx}" y1="120" x2="${bx + 40}" y2="160" stroke="${C.navy}" stroke-width="4"/>`;
  b += `<rect x="${bx - 62}" y="155" width="124" height="300" rx="30" fill="${C.sand}"/>`;
  b += `<rect x="${bx - 62}" y="200" width="124" height="26" fill="${C.navy}"/><rect x="${bx - 62}" y="390" width="124" height="26" fill="${C.navy}"/>`;
  b += `<rect x="${bx - 50}" y="165" width="18" height="280" rx="9" fill="#fff" opacity="0.4"/>`;
  b += `</g>`;
  b += `<ellipse cx="${bx}" cy="${floorY + 6}" rx="70" ry="8" fill="#000" opacity="0.2"/>`;
  // boxer
  const s = 2.7;
  b += `<ellipse cx="190" cy="${floorY + 6}" rx="90" ry="9" fill="#000" opacity="0.25"/>`;
  const fig = figure({ pose, x: 175, y: floorY - footDrop(pose) * s + bob * 0.5, s, color: C.navy, back: C.navyLight });
  b += fig.svg;
  if (ext > 0.75) {
    // a small burst where the fist meets the bag
    const [hx, hy] = fig.at(which ? "handB" : "handF");
    const o = f((ext - 0.75) / 0.25);
    for (const a of [-60, -25, 25, 60]) {
      const d = dirv(a);
      b += `<line x1="${f(hx + 8 + d[0] * 26)}" y1="${f(hy + d[1] * 26)}" x2="${f(hx + 8 + d[0] * 46)}" y2="${f(hy + d[1] * 46)}" stroke="${C.sand}" stroke-width="6" stroke-linecap="round" opacity="${o}"/>`;
    }
  }
  return svgDoc(CW, CH, b);
}

const ITAY_STARS = (() => {
  const r = rng(2024);
  return Array.from({ length: 30 }, () => ({ x: r() * CW, y: r() * 420, rad: 1 + r() * 2, ph: r() * TAU }));
})();

function coachItay(t) {
  // aerial silks swaying, a figure wrapped in them
  const floorY = 600;
  const sx = (y, ph) => {
    const k = Math.max(0, y) / CH;
    return 240 + 48 * Math.sin(TAU * t + ph) * k ** 1.3 + 8 * Math.sin(TAU * 2 * t + y / 70 + ph) * k;
  };
  let b = `<defs>${linGrad("bg", [
    [0, C.navyDeep],
    [0.65, C.plum],
    [1, "#7a3a2c"],
  ])}${linGrad("spot", [
    [0, C.sand, 0.22],
    [1, C.sand, 0],
  ])}</defs>`;
  b += `<rect width="${CW}" height="${CH}" fill="url(#bg)"/>`;
  b += `<polygon points="200,0 280,0 430,${floorY} 50,${floorY}" fill="url(#spot)"/>`;
  for (const st of ITAY_STARS) {
    b += `<circle cx="${f(st.x)}" cy="${f(st.y)}" r="${f(st.rad)}" fill="${C.sand}" opacity="${f(0.2 + 0.3 * (0.5 + 0.5 * Math.sin(TAU * t + st.ph)))}"/>`;
  }
  b += `<rect y="${floorY}" width="${CW}" height="${CH - floorY}" fill="#2a1620"/>`;
  b += `<ellipse cx="240" cy="${floorY + 6}" rx="90" ry="9" fill="#000" opacity="0.35"/>`;
  const strand = (ph, dx, w, color) => {
    const pts = [];
    for (let y = -10; y <= floorY + 4; y += 16) pts.push(`${f(sx(y, ph) + dx * (y / CH))},${y}`);
    return `<polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"/>`;
  };
  b += strand(0.5, 20, 14, C.orangeDark);
  // figure holding the silk at y = 200, leaning with the fabric
  const hy = 165;
  const hx = sx(hy, 0);
  const slope = (sx(hy + 10, 0) - sx(hy - 10, 0)) / 20;
  const k = 0.5 - 0.5 * Math.cos(TAU * t);
  const pose = lerpPose(POSES.silks, POSES.silksOpen, k);
  b += figure({
    pose,
    x: hx,
    y: hy,
    s: 3,
    rot: f(-Math.atan(slope) / DEG),
    color: C.sand,
    back: C.sandDark,
    anchor: "handF",
  }).svg;
  b += strand(0, -12, 16, C.orange);
  return svgDoc(CW, CH, b);
}

const COACHES = [
  ["amit-cohen", coachAmit],
  ["noam-bar", coachNoam],
  ["daniel-mizrahi", coachDaniel],
  ["yossi-peretz", coachYossi],
  ["itay-shani", coachItay],
];

// ---------------------------------------------------------------------------------------------------------
// Shop products (800 x 800 on a light background)
// ---------------------------------------------------------------------------------------------------------

function shopBase(inner, accent = C.orange) {
  let b = `<defs>${radGrad("bg", 400, 360, 560, [
    [0, "#ffffff"],
    [1, C.sand],
  ])}</defs>`;
  b += `<rect width="800" height="800" fill="url(#bg)"/>`;
  b += `<circle cx="400" cy="390" r="300" fill="${accent}" opacity="0.08"/>`;
  b += `<ellipse cx="400" cy="715" rx="260" ry="22" fill="${C.navy}" opacity="0.12"/>`;
  return svgDoc(800, 800, b + inner);
}

function shopTshirt() {
  const tee =
    "M305 170Q400 235 495 170L615 215Q670 250 715 345L625 395L590 350V655Q400 680 210 655V350L175 395L85 345Q130 250 185 215Z";
  let b = `<path d="${tee}" fill="${C.navy}"/>`;
  b += `<path d="M305 170Q400 235 495 170" fill="none" stroke="${C.navyLight}" stroke-width="16" stroke-linecap="round"/>`;
  b += `<path d="M210 350V420M590 350V420" stroke="#000" stroke-width="3" opacity="0.25"/>`;
  b += `<path d="M260 500Q300 560 250 640M540 520Q520 590 560 645" fill="none" stroke="#000" stroke-width="5" opacity="0.12" stroke-linecap="round"/>`;
  b += `<g transform="translate(320 250) scale(5)">${markShapes()}</g>`;
  return shopBase(b, C.navy);
}

function shopHoodie() {
  const body = "M265 215L535 215L640 285Q690 420 715 575L640 600L605 420V675H195V420L160 600L85 575Q110 420 160 285Z";
  let b = `<path d="M290 235Q280 100 400 95Q520 100 510 235Z" fill="${C.tealDark}"/>`;
  b += `<path d="${body}" fill="${C.teal}"/>`;
  b += `<path d="M320 225Q330 140 400 138Q470 140 480 225Q400 270 320 225Z" fill="${C.tealDark}"/>`;
  b += `<path d="M330 222Q400 258 470 222" fill="none" stroke="#0c3f41" stroke-width="10" stroke-linecap="round"/>`;
  b += `<path d="M375 245V340M425 245V335" stroke="${C.sand}" stroke-width="7" stroke-linecap="round"/>`;
  b += `<circle cx="375" cy="345" r="7" fill="${C.orange}"/><circle cx="425" cy="340" r="7" fill="${C.orange}"/>`;
  b += `<path d="M285 505H515L545 640H255Z" fill="${C.tealDark}" opacity="0.55"/>`;
  b += `<rect x="195" y="645" width="410" height="30" fill="${C.tealDark}"/>`;
  b += `<path d="M85 575L160 600L166 570L92 545Z" fill="${C.tealDark}"/><path d="M715 575L640 600L634 570L708 545Z" fill="${C.tealDark}"/>`;
  b += `<g transform="translate(470 380) scale(1.7)">${markShapes({ body: C.sand, head: C.orange })}</g>`;
  return shopBase(b, C.teal);
}

function glove(dx, rot, flip) {
  const g =
    `<path d="M-105 -40Q-115 -190 10 -200Q125 -200 120 -60Q120 40 80 85H-70Q-105 40 -105 -40Z" fill="${C.orange}"/>` +
    `<path d="M-105 -10Q-150 -20 -145 35Q-140 80 -90 75Z" fill="${C.orangeDark}"/>` +
    `<path d="M-60 -170Q0 -195 60 -165" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.35"/>` +
    `<rect x="-78" y="78" width="160" height="152" rx="22" fill="${C.orangeDark}"/>` +
    `<rect x="-78" y="200" width="160" height="30" rx="12" fill="${C.navy}"/>` +
    `<rect x="-84" y="104" width="172" height="66" rx="10" fill="${C.navy}"/>` +
    `<rect x="-84" y="126" width="172" height="10" fill="${C.sand}"/>` +
    `<rect x="-30" y="112" width="64" height="50" rx="6" fill="${C.navyLight}"/>` +
    `<path d="M-70 -20Q0 10 110 -25" fill="none" stroke="${C.orangeDark}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
  return `<g transform="translate(${dx} 390) rotate(${rot}) scale(${flip ? -1 : 1} 1)">${g}</g>`;
}

function shopGloves() {
  return shopBase(glove(265, -10, false) + glove(545, 10, true), C.orange);
}

function card({ fill, rot, x, y, id }, inner) {
  return (
    `<defs><clipPath id="${id}"><rect x="-280" y="-175" width="560" height="350" rx="26"/></clipPath></defs>` +
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<rect x="-280" y="-175" width="560" height="350" rx="26" fill="#000" opacity="0.12" transform="translate(8 14)"/>` +
    `<rect x="-280" y="-175" width="560" height="350" rx="26" fill="${fill}"/>` +
    `<g clip-path="url(#${id})">${inner}</g>` +
    `</g>`
  );
}

function shopPunchCard() {
  let back = card({ fill: C.teal, rot: 8, x: 430, y: 370, id: "c1" }, "");
  let inner = `<circle cx="200" cy="-110" r="150" fill="${C.navyLight}" opacity="0.35"/>`;
  inner += `<g transform="translate(206 -150) scale(1.9)">${markShapes()}</g>`;
  inner += monoText("MOTION LAB", { x: -232, y: -128, size: 40, color: C.sand, weight: 1.7 });
  inner += `<rect x="-232" y="-62" width="70" height="8" rx="4" fill="${C.orange}"/>`;
  for (let i = 0; i < 10; i++) {
    const cx = -190 + (i % 5) * 95;
    const cy = i < 5 ? 10 : 100;
    inner +=
      i < 3
        ? `<circle cx="${cx}" cy="${cy}" r="32" fill="${C.orange}"/><circle cx="${cx}" cy="${cy}" r="11" fill="${C.navy}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="32" fill="none" stroke="${C.sand}" stroke-width="5" opacity="0.85"/>`;
  }
  return shopBase(back + card({ fill: C.navy, rot: -6, x: 390, y: 400, id: "c2" }, inner), C.navy);
}

function shopGiftCard() {
  let inner = `<circle cx="-210" cy="140" r="180" fill="#fff" opacity="0.12"/>`;
  inner += `<rect x="90" y="-175" width="56" height="350" fill="${C.teal}"/>`;
  inner += `<rect x="-280" y="-60" width="560" height="50" fill="${C.teal}"/>`;
  // bow
  inner += `<g transform="translate(118 -35)">`;
  inner += `<path d="M0 0C-90 -80 -130 10 -50 30Z" fill="${C.tealDark}"/><path d="M0 0C90 -80 130 10 50 30Z" fill="${C.tealDark}"/>`;
  inner += `<path d="M0 0L-40 80L-15 70L0 95Z" fill="${C.teal}"/><path d="M0 0L40 80L15 70L0 95Z" fill="${C.teal}"/>`;
  inner += `<circle r="24" fill="${C.tealLight}"/></g>`;
  inner += monoText("MOTION LAB", { x: -240, y: 85, size: 36, color: C.navy, weight: 1.8 });
  inner += `<g transform="translate(-244 -150) scale(2)">${markShapes({ body: C.navy, head: C.sand })}</g>`;
  return shopBase(card({ fill: C.orange, rot: 5, x: 400, y: 390, id: "c3" }, inner), C.orange);
}

// ---------------------------------------------------------------------------------------------------------
// Social card (1200 x 630)
// ---------------------------------------------------------------------------------------------------------

function ogImage() {
  let b = `<defs>${linGrad("bg", [
    [0, "#070f1a"],
    [1, C.navyMid],
  ])}${radGrad("disc", 840, 200, 340, [
    [0, "#ff9a6b"],
    [0.5, C.orange],
    [1, "#9a3516"],
  ])}${radGrad("glow", 900, 300, 520, [
    [0, C.orange, 0.35],
    [1, C.orange, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="630" fill="url(#bg)"/>`;
  b += `<rect width="1200" height="630" fill="url(#glow)"/>`;
  b += `<circle cx="900" cy="300" r="210" fill="url(#disc)"/>`;
  b += `<circle cx="900" cy="300" r="255" fill="none" stroke="${C.orange}" stroke-width="2" opacity="0.35"/>`;
  b += `<path d="M640 560Q900 -20 1160 560" fill="none" stroke="${C.sand}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0.1 16" opacity="0.35"/>`;
  b += `<rect y="560" width="1200" height="70" fill="#050a12"/>`;
  b += `<line x1="0" x2="1200" y1="560" y2="560" stroke="${C.teal}" stroke-width="3" opacity="0.6"/>`;
  b += figure({ pose: POSES.twist, x: 845, y: 320, s: 2.7, rot: -62, color: C.sand, opacity: 0.1 }).svg;
  b += figure({ pose: POSES.twist, x: 872, y: 306, s: 2.7, rot: -45, color: C.sand, opacity: 0.18 }).svg;
  b += figure({ pose: POSES.twist, x: 900, y: 300, s: 2.7, rot: -28, color: C.ink }).svg;
  b += `<g transform="translate(90 150) scale(2.6)">${markShapes()}</g>`;
  b += monoText("MOTION", { x: 90, y: 270, size: 92, color: C.sand, weight: 1.55, gap: 3.6 });
  b += monoText("LAB", { x: 90, y: 400, size: 92, color: C.orange, weight: 1.55, gap: 3.6 });
  b += `<rect x="92" y="530" width="120" height="8" rx="4" fill="${C.teal}"/>`;
  return svgDoc(1200, 630, b);
}

// ---------------------------------------------------------------------------------------------------------
// Class pictures (1200 x 800): one scene per class in content/classes.json, in the studio pictures' style
// ---------------------------------------------------------------------------------------------------------

/** A room: wall gradient with a glow, a floor, and the floor's mats. */
function classRoom({ wall, floor, glow, glowAt = [600, 300], floorY = 600, mats = [] }) {
  let b = `<defs>${linGrad(
    "w",
    wall.map((c, i) => [i, c]),
  )}${linGrad(
    "fl",
    floor.map((c, i) => [i, c]),
  )}${radGrad("g", glowAt[0], glowAt[1], 560, [
    [0, glow, 0.38],
    [1, glow, 0],
  ])}</defs>`;
  b += `<rect width="1200" height="800" fill="url(#w)"/><rect width="1200" height="800" fill="url(#g)"/>`;
  for (let i = 0; i < 6; i++)
    b += `<rect x="${60 + i * 190}" y="80" width="160" height="${floorY - 150}" rx="8" fill="#fff" opacity="0.04"/>`;
  b += `<rect y="${floorY}" width="1200" height="${800 - floorY}" fill="url(#fl)"/>`;
  for (const [x, w, color] of mats) {
    b += `<rect x="${x}" y="${floorY + 18}" width="${w}" height="46" rx="10" fill="${color}"/>`;
    b += `<rect x="${x}" y="${floorY + 18}" width="${w}" height="12" rx="6" fill="#fff" opacity="0.2"/>`;
  }
  return b;
}

const shadow = (x, floorY, rx = 90) =>
  `<ellipse cx="${x}" cy="${floorY + 40}" rx="${rx}" ry="10" fill="#000" opacity="0.25"/>`;
const arc = (d) =>
  `<path d="${d}" fill="none" stroke="${C.sand}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 20" opacity="0.45"/>`;
const bar = (x1, x2, y, floorY, color = C.orange) =>
  `<rect x="${x1 - 14}" y="${y}" width="28" height="${floorY - y}" rx="4" fill="${color}"/>` +
  `<rect x="${x2 - 14}" y="${y}" width="28" height="${floorY - y}" rx="4" fill="${color}"/>` +
  `<rect x="${x1 - 20}" y="${y}" width="${x2 - x1 + 40}" height="18" rx="9" fill="${C.sand}"/>`;
const bag = (x, top, len) =>
  `<line x1="${x}" y1="0" x2="${x}" y2="${top}" stroke="${C.sandDeep}" stroke-width="6"/>` +
  `<rect x="${x - 55}" y="${top}" width="110" height="${len}" rx="40" fill="${C.orangeDark}"/>` +
  `<rect x="${x - 55}" y="${top + 30}" width="110" height="16" fill="${C.navy}" opacity="0.5"/>` +
  `<rect x="${x - 38}" y="${top}" width="22" height="${len}" rx="11" fill="#fff" opacity="0.12"/>`;
const silks = (x) =>
  `<path d="M${x - 8} 0C${x - 30} 220 ${x + 30} 420 ${x - 10} 760" fill="none" stroke="${C.orange}" stroke-width="22" stroke-linecap="round"/>` +
  `<path d="M${x + 10} 0C${x + 40} 260 ${x - 20} 480 ${x + 26} 760" fill="none" stroke="${C.orangeLight}" stroke-width="18" stroke-linecap="round"/>`;

const CLASS_SCENES = {
  "tricking-kids": () => {
    let b = classRoom({
      wall: ["#0b1524", C.navyMid],
      floor: [C.tealDark, C.teal],
      glow: C.orange,
      mats: [
        [120, 420, C.sand],
        [600, 460, C.orange],
      ],
    });
    b += arc("M300 560Q560 120 860 560");
    b += figure({ pose: POSES.tuck, x: 580, y: 260, s: 3.0, rot: 120, color: C.sand }).svg;
    b += figure({ pose: POSES.armsUp, x: 980, y: 440, s: 2.4, color: C.ink }).svg + shadow(980, 600, 60);
    return svgDoc(1200, 800, b + shadow(580, 600));
  },
  "streetworkout-kids": () => {
    let b = classRoom({
      wall: [C.tealDark, "#0e3f44"],
      floor: [C.navyMid, C.navy],
      glow: C.tealLight,
      glowAt: [500, 220],
    });
    b += bar(300, 900, 200, 600);
    b += figure({ pose: POSES.hang, x: 560, y: 209, s: 2.8, color: C.sand, anchor: "handF" }).svg;
    b += figure({ pose: POSES.stand, x: 1040, y: 440, s: 2.4, color: C.ink }).svg;
    return svgDoc(1200, 800, b + shadow(560, 600, 70));
  },
  "muaythai-kids": () => {
    let b = classRoom({ wall: ["#2a1720", C.plum], floor: [C.navyMid, C.navy], glow: C.orange, glowAt: [760, 260] });
    b += bag(820, 130, 330);
    b += figure({ pose: POSES.kick, x: 560, y: 400, s: 2.8, color: C.sand }).svg;
    return svgDoc(1200, 800, b + shadow(540, 600));
  },
  "capoeira-kids": () => {
    let b = classRoom({
      wall: [C.paper, C.sandDark],
      floor: [C.teal, C.tealDark],
      glow: C.orange,
      mats: [[200, 800, C.navyLight]],
    });
    b += arc("M250 540Q600 180 950 540");
    b += figure({ pose: POSES.star, x: 600, y: 330, s: 2.3, rot: 90, color: C.orange }).svg;
    for (const [x, y, c] of [
      [920, 220, C.teal],
      [980, 170, C.orange],
      [1040, 230, C.navy],
    ])
      b += `<circle cx="${x}" cy="${y}" r="22" fill="${c}"/>`;
    return svgDoc(1200, 800, b + shadow(600, 600));
  },
  "tricking-adults": () => {
    let b = classRoom({
      wall: ["#070f1a", C.navyMid],
      floor: [C.tealDark, C.teal],
      glow: C.orange,
      mats: [[100, 1000, C.sandDeep]],
    });
    b += arc("M220 560Q600 20 980 560");
    b += figure({ pose: POSES.twist, x: 560, y: 200, s: 2.6, rot: -40, color: C.sand, opacity: 0.18 }).svg;
    b += figure({ pose: POSES.layout, x: 620, y: 190, s: 2.6, rot: 70, color: C.sand }).svg;
    return svgDoc(1200, 800, b + shadow(620, 600));
  },
  "streetworkout-adults": () => {
    let b = classRoom({
      wall: [C.navy, C.navyMid],
      floor: [C.tealDark, "#0e3f44"],
      glow: C.orange,
      glowAt: [600, 180],
    });
    b += bar(250, 950, 170, 620);
    b += figure({ pose: POSES.kneeRaise, x: 450, y: 179, s: 2.5, color: C.sand, anchor: "handF" }).svg;
    b += figure({ pose: POSES.hang, x: 780, y: 179, s: 2.5, color: C.orange, anchor: "handF", opacity: 0.9 }).svg;
    return svgDoc(1200, 800, b + shadow(450, 620, 70) + shadow(780, 620, 70));
  },
  acroyoga: () => {
    let b = classRoom({
      wall: [C.sand, "#f6c6a2"],
      floor: [C.sandDeep, C.orangeDark],
      glow: C.teal,
      mats: [[350, 500, C.teal]],
    });
    const base = figure({ pose: POSES.press, x: 600, y: 420, s: 2.4, color: C.navy });
    const [hx, hy] = base.at("handF");
    b += base.svg;
    b += figure({ pose: POSES.handstand, x: hx - 30, y: hy - 4, s: 2.2, color: C.orange, anchor: "handF" }).svg;
    return svgDoc(1200, 800, b + shadow(600, 600));
  },
  tissu: () => {
    let b = classRoom({
      wall: [C.plum, "#1d0f18"],
      floor: [C.navy, C.navyDeep],
      glow: C.orange,
      glowAt: [600, 200],
      floorY: 660,
    });
    b += silks(600);
    b += figure({ pose: POSES.silksOpen, x: 600, y: 300, s: 2.4, color: C.sand, anchor: "handF" }).svg;
    return svgDoc(1200, 800, b);
  },
  "handstand-course": () => {
    let b = classRoom({
      wall: [C.paper, C.sand],
      floor: [C.teal, C.tealDark],
      glow: C.orange,
      mats: [[380, 440, C.orange]],
    });
    b += figure({ pose: POSES.handstand, x: 600, y: 618, s: 2.6, color: C.navy, anchor: "handF" }).svg;
    b += figure({ pose: POSES.handstand, x: 300, y: 618, s: 2.0, color: C.navy, anchor: "handF", opacity: 0.2 }).svg;
    return svgDoc(1200, 800, b + shadow(600, 600, 70));
  },
  "acrobatics-foundations-course": () => {
    let b = classRoom({
      wall: ["#0b1524", C.navyMid],
      floor: [C.orangeDark, C.orange],
      glow: C.teal,
      mats: [[60, 1080, C.sand]],
    });
    b += arc("M250 560Q420 340 600 540Q780 340 950 560");
    b += figure({ pose: POSES.crouch, x: 300, y: 520, s: 2.1, color: C.sand, opacity: 0.5 }).svg;
    b += figure({ pose: POSES.tuck, x: 600, y: 420, s: 2.1, rot: 200, color: C.sand }).svg;
    b += figure({ pose: POSES.armsUp, x: 930, y: 470, s: 2.1, color: C.sand }).svg;
    return svgDoc(1200, 800, b + shadow(600, 600));
  },
  "movement-course": () => {
    let b = classRoom({
      wall: [C.tealDark, C.navy],
      floor: [C.sandDeep, C.sandDark],
      glow: C.orange,
      glowAt: [400, 300],
    });
    b += figure({ pose: POSES.split, x: 460, y: 430, s: 2.3, rot: -6, color: C.orange }).svg;
    b += figure({ pose: POSES.crouch, x: 820, y: 500, s: 2.3, color: C.sand }).svg;
    return svgDoc(1200, 800, b + shadow(460, 600) + shadow(820, 600));
  },
  "open-session": () => {
    let b = classRoom({
      wall: ["#070f1a", C.navyMid],
      floor: [C.tealDark, C.teal],
      glow: C.orange,
      mats: [
        [80, 320, C.sand],
        [880, 260, C.orange],
      ],
    });
    b += bar(760, 1100, 230, 600, C.orangeDark);
    b += figure({ pose: POSES.hang, x: 930, y: 239, s: 1.9, color: C.sand, anchor: "handF" }).svg;
    b += figure({ pose: POSES.handstand, x: 240, y: 618, s: 1.9, color: C.sand, anchor: "handF" }).svg;
    b += figure({ pose: POSES.star, x: 560, y: 330, s: 2.0, rot: 60, color: C.orange }).svg;
    return svgDoc(1200, 800, b + shadow(560, 600));
  },
};

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

const GROUPS = {
  async hero() {
    await writeImage("static/hero-fallback.jpg", heroSvg(0, 1600, 900), { quality: 70 });
    await writeImage("static/hero-fallback.webp", heroSvg(0, 1600, 900), { format: "webp", quality: 70 });
    await writeImage("static/hero-fallback-800.jpg", heroSvg(0, 800, 450), { quality: 72 });
    await writeImage("static/hero-fallback-800.webp", heroSvg(0, 800, 450), { format: "webp", quality: 72 });
    await writeVideo({
      width: 1280,
      height: 720,
      fps: 24,
      seconds: 6,
      render: (t) => heroSvg(t, 1280, 720),
      outputs: [
        { path: "static/videos/hero-loop.mp4", crf: 23 },
        { path: "static/videos/hero-loop.webm", crf: 35 },
      ],
    });
  },
  async studio() {
    const scenes = {
      "jumps-area": studioJumps,
      "foam-pit": studioFoamPit,
      acrobatics: studioAcrobatics,
      "modular-bar": studioModularBar,
      trampoline: studioTrampoline,
      "strength-area": studioStrength,
    };
    for (const [name, fn] of Object.entries(scenes)) {
      await writeImage(`static/images/studio/${name}.jpg`, fn(), { quality: 75 });
    }
  },
  async classes() {
    for (const [name, scene] of Object.entries(CLASS_SCENES)) {
      await writeImage(`static/images/classes/${name}.jpg`, scene(), { quality: 75 });
    }
  },
  async coaches() {
    for (const [name, render] of COACHES) {
      await writeImage(`static/videos/coaches/${name}.jpg`, render(0), { quality: 72 });
      await writeVideo({
        width: CW,
        height: CH,
        fps: 24,
        seconds: 4,
        render,
        outputs: [{ path: `static/videos/coaches/${name}.mp4`, crf: 26 }],
      });
    }
  },
  async shop() {
    const items = {
      "studio-tshirt": shopTshirt,
      "studio-hoodie": shopHoodie,
      "muaythai-gloves": shopGloves,
      "punch-card-10": shopPunchCard,
      "gift-card": shopGiftCard,
    };
    for (const [name, fn] of Object.entries(items)) {
      await writeImage(`static/images/shop/${name}.jpg`, fn(), { quality: 78 });
    }
  },
  async icons() {
    await writeText("static/favicon.svg", markSvg(32) + "\n");
    await writeImage("static/favicon-32.png", markSvg(32), { format: "png" });
    await writeImage("static/apple-touch-icon.png", markSvg(180, { rounded: false }), { format: "png" });
    await writeImage("src/images/icon.png", markSvg(512, { rounded: false }), { format: "png" });
    await writeImage("static/og-image.jpg", ogImage(), { quality: 78 });
  },
};

export { figure, POSES, svgDoc, C, heroSvg, markSvg, ogImage, COACHES };

async function main() {
  const wanted = process.argv.slice(2);
  for (const name of wanted) {
    if (!GROUPS[name]) {
      console.error(`Unknown group "${name}". Groups: ${Object.keys(GROUPS).join(", ")}`);
      process.exit(2);
    }
  }
  const started = Date.now();
  for (const [name, run] of Object.entries(GROUPS)) {
    if (wanted.length === 0 || wanted.includes(name)) await run();
  }
  const total = written.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `\n${written.length} files, ${(total / 1024).toFixed(1)} KB in all, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
