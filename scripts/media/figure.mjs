// The posable stick figure that the hero, the studio, the class pictures and the coach clips draw.
import { C, DEG, f, lerp } from "./draw.mjs";

// ---------------------------------------------------------------------------------------------------------
// A posable figure: thick round-capped limbs and a round head. Angles are absolute, in degrees,
// 0 = pointing up, clockwise positive (so 180 = down, 90 = right / "forward").
// ---------------------------------------------------------------------------------------------------------

const BODY = { torso: 32, neck: 5, head: 8.5, ua: 17, fa: 16, th: 23, sh: 23, wHip: 7, wChest: 9, wA: 8, wL: 11 };

export const POSES = {
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

export function lerpPose(a, b, k) {
  const out = {};
  for (const key of Object.keys(a)) {
    out[key] = Array.isArray(a[key]) ? a[key].map((v, i) => lerp(v, b[key][i], k)) : lerp(a[key], b[key], k);
  }
  return out;
}

export const dirv = (a) => [Math.sin(a * DEG), -Math.cos(a * DEG)];
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
export function figure({ pose, x, y, s = 1, rot = 0, color = C.ink, back = color, anchor = "center", opacity = 1 }) {
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
export function footDrop(pose, anchor = "center") {
  const j = joints(pose);
  return Math.max(j.footB[1], j.footF[1]) + BODY.wL / 2 - j[anchor][1];
}
