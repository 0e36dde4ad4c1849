// The hero: poster and video loop.
import { C, TAU, f, linGrad, radGrad, rng, svgDoc } from "./draw.mjs";
import { POSES, figure } from "./figure.mjs";
import { writeImage, writeVideo } from "./output.mjs";

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

/** The hero poster (JPEG and WebP, two sizes) and its video loop. */
export async function writeHeroMedia() {
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
}
