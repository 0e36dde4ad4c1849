// The shop's product pictures.
import { C, radGrad, svgDoc } from "./draw.mjs";
import { monoText } from "./lettering.mjs";
import { markShapes } from "./mark.mjs";
import { writeImage } from "./output.mjs";

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

/** The shop's product pictures. */
export async function writeShopPictures() {
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
}
