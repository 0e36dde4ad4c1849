#!/usr/bin/env node
// Regenerates every placeholder picture and video of the site from nothing.
//
//   node scripts/media/make-media.mjs            (all files)
//   node scripts/media/make-media.mjs hero shop   (only some groups: hero, studio, classes, coaches, shop, icons)
//
// Pictures are SVG strings rendered by sharp; videos are SVG frames rendered by sharp and piped as raw RGB
// into the system ffmpeg (libx264 / libvpx-vp9). Everything is deterministic: the only "randomness" comes from
// a seeded PRNG. The art is placeholder only: the studio will replace it with real photos and clips.

import path from "node:path";
import { pathToFileURL } from "node:url";
import { writeHeroMedia } from "./hero.mjs";
import { writeStudioPictures } from "./studio.mjs";
import { writeClassPictures } from "./classes.mjs";
import { writeCoachClips } from "./coaches.mjs";
import { writeShopPictures } from "./shop.mjs";
import { writeIcons } from "./icons.mjs";
import { written } from "./output.mjs";

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

const GROUPS = {
  hero: writeHeroMedia,
  studio: writeStudioPictures,
  classes: writeClassPictures,
  coaches: writeCoachClips,
  shop: writeShopPictures,
  icons: writeIcons,
};

async function main() {
  const wanted = process.argv.slice(2);
  for (const name of wanted) {
    if (!GROUPS[name]) {
      console.error(`Unknown group "${name}". Groups: ${Object.keys(GROUPS).join(", ")}`);
      process.exit(2);
    }
  }
  const started = Date.now();
  for (const [name, run] of Object.entries(GROUPS)) {
    if (wanted.length === 0 || wanted.includes(name)) await run();
  }
  const total = written.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `\n${written.length} files, ${(total / 1024).toFixed(1)} KB in all, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
