import fs from "node:fs";
import path from "node:path";
import type { MediaFolder } from "../../src/content/content-files";
import { PICTURE_SIZES } from "../../src/content/picture-sizes";

/**
 * Every folder of pictures below static/ (src/content/picture-sizes.ts) is a source of File nodes named by its folder,
 * so that gatsby-plugin-image makes each picture's sizes and modern formats at build time, the coaches' photos
 * beside their videos included (the videos are left out: they are not pictures). A folder that is not there (a
 * kind with no pictures yet, where git keeps no empty folder) is no source: its pictures, none, are not looked up.
 */
export function pictureSources(root: string) {
  return (Object.keys(PICTURE_SIZES) as MediaFolder[])
    .filter((folder) => fs.existsSync(path.join(root, "static", folder)))
    .map((folder) => ({
      resolve: "gatsby-source-filesystem",
      options: { name: folder, path: path.join(root, "static", folder), ignore: ["**/*.mp4", "**/*.webm"] },
    }));
}

/** The File node of the picture `file` in `folder`, as the `mediaFile` field extension looks it up (schema.ts). */
export const pictureNodeFilter = (folder: string, file: unknown) => ({
  sourceInstanceName: { eq: folder },
  relativePath: { eq: file },
});
