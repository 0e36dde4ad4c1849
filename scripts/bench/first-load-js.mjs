// The first-load JavaScript of a built page for an anonymous visitor: every <script src> its HTML references plus
// its inline scripts (not JSON data), in bytes raw, gzip -9 and brotli 11, as a CDN would serve them.
// The bench uses it for every route; on its own it lists one page's scripts:
//
//   node scripts/bench/first-load-js.mjs [route]     (after `npm run build`; route defaults to "/")
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/** public/index.html for "/", public/{route}/index.html (or {route}.html) for the others. */
export function htmlFile(publicDir, route) {
  const name = route.replace(/^\/|\/$/g, "");
  if (!name) return path.join(publicDir, "index.html");
  const flat = path.join(publicDir, `${name}.html`);
  return fs.existsSync(flat) ? flat : path.join(publicDir, name, "index.html");
}

const sizes = (code) => ({
  raw: code.length,
  gzip: zlib.gzipSync(code, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** The page's scripts, each with its sizes, and their total. */
export function firstLoadJavaScript(publicDir, route) {
  const html = fs.readFileSync(htmlFile(publicDir, route), "utf8");
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) scripts.push({ name: src, code: fs.readFileSync(path.join(publicDir, src.split("?")[0])) });
    else if (body.trim()) scripts.push({ name: "(inline)", code: Buffer.from(body) });
  }
  const measured = scripts.map((script) => ({ ...script, ...sizes(script.code) }));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const script of measured) for (const key of Object.keys(total)) total[key] += script[key];
  const firebase = measured.filter((script) => /identitytoolkit\.googleapis|@firebase\/(app|auth)/.test(script.code));
  return { scripts: measured, total, firebaseIn: firebase.map((script) => script.name) };
}

function printOne(route) {
  const { scripts, total, firebaseIn } = firstLoadJavaScript("public", route);
  const row = (name, size) =>
    `${name.padEnd(48)} ${[size.raw, size.gzip, size.brotli].map((n) => String(n).padStart(8)).join(" ")}`;
  scripts.forEach((script) => console.log(row(script.name, script)));
  console.log(row("total (bytes: raw, gzip -9, brotli)", total));
  console.log(firebaseIn.length ? `Firebase code in: ${firebaseIn.join(", ")}` : "no Firebase code");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  printOne(process.argv[2] ?? "/");
}
