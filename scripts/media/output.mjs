// Writing the media: SVG pictures through sharp, SVG frames piped into ffmpeg, each file reported.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { C } from "./draw.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const FFMPEG = process.env.FFMPEG_PATH || "ffmpeg";

// ---------------------------------------------------------------------------------------------------------
// Output helpers
// ---------------------------------------------------------------------------------------------------------

export const written = [];

async function report(rel) {
  const { size } = await stat(path.join(ROOT, rel));
  written.push([rel, size]);
  console.log(`${rel.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}

async function ensureDir(rel) {
  await mkdir(path.dirname(path.join(ROOT, rel)), { recursive: true });
}

export async function writeImage(rel, svg, { width, height, format = "jpeg", quality = 75 } = {}) {
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

export async function writeText(rel, text) {
  await ensureDir(rel);
  await writeFile(path.join(ROOT, rel), text);
  await report(rel);
}

/**
 * Renders frames 0..n-1 of render(t) (t in [0, 1), so a periodic render loops seamlessly) and pipes them into one
 * ffmpeg process that writes every output listed.
 */
export async function writeVideo({ width, height, fps, seconds, render, outputs }) {
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
