// The first-load JavaScript of a built page for an anonymous visitor: every <script src> the page's HTML
// references plus its inline scripts, summed raw, gzip -9 and brotli (quality 11).
// Usage: node scripts/first-load-js.mjs [route]   (after `npm run build`; route defaults to "/")
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const route = process.argv[2] ?? "/";
const htmlFile = path.join("public", route === "/" ? "index.html" : `${route.replace(/^\/|\/$/g, "")}.html`);
const fallback = path.join("public", route.replace(/^\/|\/$/g, ""), "index.html");
const html = fs.readFileSync(fs.existsSync(htmlFile) ? htmlFile : fallback, "utf8");

const scripts = [];
for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
  const [, attributes, body] = match;
  const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
  if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
  if (src) scripts.push({ name: src, code: fs.readFileSync(path.join("public", src.split("?")[0])) });
  else if (body.trim()) scripts.push({ name: "(inline)", code: Buffer.from(body) });
}

const sizes = (code) => ({
  raw: code.length,
  gzip: zlib.gzipSync(code, { level: 9 }).length,
  brotli: zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const total = { raw: 0, gzip: 0, brotli: 0 };
for (const script of scripts) {
  const size = sizes(script.code);
  for (const key of Object.keys(total)) total[key] += size[key];
  console.log(
    `${script.name.padEnd(48)} ${String(size.raw).padStart(8)} ${String(size.gzip).padStart(8)} ${String(size.brotli).padStart(8)}`,
  );
}
console.log(
  `${"total (bytes: raw, gzip -9, brotli)".padEnd(48)} ${String(total.raw).padStart(8)} ${String(total.gzip).padStart(8)} ${String(total.brotli).padStart(8)}`,
);
const firebase = scripts.filter((script) =>
  /identitytoolkit\.googleapis|@firebase\/(app|auth)/.test(script.code.toString()),
);
console.log(firebase.length ? `Firebase code in: ${firebase.map((s) => s.name).join(", ")}` : "no Firebase code");
