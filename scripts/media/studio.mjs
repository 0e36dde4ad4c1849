// The studio pictures.
import { C, TAU, f, linGrad, radGrad, rng, svgDoc } from "./draw.mjs";
import { POSES, figure } from "./figure.mjs";
import { writeImage } from "./output.mjs";

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

/** The six studio pictures. */
export async function writeStudioPictures() {
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
}
