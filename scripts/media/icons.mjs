// The icons and the social card.
import { C, linGrad, radGrad, svgDoc } from "./draw.mjs";
import { POSES, figure } from "./figure.mjs";
import { monoText } from "./lettering.mjs";
import { markShapes, markSvg } from "./mark.mjs";
import { writeImage, writeText } from "./output.mjs";

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

/** The favicon, the touch icon, the web app manifest's icon and the social card. */
export async function writeIcons() {
  await writeText("static/favicon.svg", markSvg(32) + "\n");
  await writeImage("static/favicon-32.png", markSvg(32), { format: "png" });
  await writeImage("static/apple-touch-icon.png", markSvg(180, { rounded: false }), { format: "png" });
  await writeImage("src/images/icon.png", markSvg(512, { rounded: false }), { format: "png" });
  await writeImage("static/og-image.jpg", ogImage(), { quality: 78 });
}
