// The class pictures.
import { C, linGrad, radGrad, svgDoc } from "./draw.mjs";
import { POSES, figure } from "./figure.mjs";
import { writeImage } from "./output.mjs";

// ---------------------------------------------------------------------------------------------------------
// Class pictures (1200 x 800): one scene per class in content/classes/, in the studio pictures' style
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

/** One picture per class scene. */
export async function writeClassPictures() {
  for (const [name, scene] of Object.entries(CLASS_SCENES)) {
    await writeImage(`static/images/classes/${name}.jpg`, scene(), { quality: 75 });
  }
}
