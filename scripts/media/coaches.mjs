// The coach clips and their posters.
import { C, DEG, TAU, clamp, f, linGrad, radGrad, rng, smooth, svgDoc } from "./draw.mjs";
import { POSES, dirv, figure, footDrop, lerpPose } from "./figure.mjs";
import { writeImage, writeVideo } from "./output.mjs";

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

/** Each coach's poster and clip. */
export async function writeCoachClips() {
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
}
