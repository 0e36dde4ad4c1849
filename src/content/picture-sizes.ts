/**
 * The size of each kind of picture the owner uploads (issue 45): the pixels the site needs of it, and the most it may
 * weigh in the repository. The content editor makes an uploaded photo this size before it is sent
 * (site-build/content/editor-photo-guard.ts), and the content check refuses a picture heavier than `maxBytes`
 * (site-build/content/picture-weight.ts). The site serves none of them as uploaded: gatsby-plugin-image makes each
 * one's responsive sizes and WebP and AVIF from it at build time (the widths are in each component's query).
 */
import type { MediaFolder } from "./content-files";

export interface PictureSize {
  /** The box, in pixels: the largest the site shows the kind at, with room for a sharp screen. */
  width: number;
  height: number;
  /**
   * `cover`: the site crops the picture to the box's shape (gatsby-plugin-image picks the part to keep), so the editor
   * keeps the whole photo and scales it down until it just covers the box. `inside`: the site shows the whole
   * picture, so the editor scales it down until it fits inside the box.
   */
  fit: "cover" | "inside";
  /** The most the file may weigh, in bytes: PICTURE_BITS_PER_PIXEL of the box. */
  maxBytes: number;
  /** What the kind is called in a message, in Hebrew: "תמונת חוג". */
  name: string;
}

/**
 * The weight a photo of the box's size needs: a JPEG at the editor's quality averages 1 to 2 bits a pixel for a
 * photo; 3 leaves room for a detailed one and for a photo of another shape than the box (`cover` keeps it whole),
 * and is still a small part of a phone's photo (2.5 to 12 MB).
 */
export const PICTURE_BITS_PER_PIXEL = 3;

const weightOf = (width: number, height: number) =>
  Math.round((width * height * PICTURE_BITS_PER_PIXEL) / 8 / 1000) * 1000;

const size = (width: number, height: number, fit: PictureSize["fit"], name: string): PictureSize => ({
  width,
  height,
  fit,
  maxBytes: weightOf(width, height),
  name,
});

/**
 * By media folder, the kinds that hold pictures (the hero's folder holds videos alone). What each is shown at:
 * a class's picture up to 720 px wide at 3:2 and an event's up to 720 px at its own shape (their pages), a studio
 * card 480 px at 3:2, a product 360 px square, a coach's photo 480 by 640 (the coach's video's own size).
 */
export const PICTURE_SIZES: Partial<Record<MediaFolder, PictureSize>> = {
  "images/classes": size(1200, 800, "cover", "תמונת חוג"),
  "images/studio": size(1200, 800, "cover", "תמונה של אזור הסטודיו"),
  "images/events": size(1200, 1200, "inside", "תמונת אירוע"),
  "images/shop": size(800, 800, "cover", "תמונת מוצר"),
  "videos/coaches": size(480, 640, "cover", "תמונת מאמן"),
};

/** A picture's file, by its extension (what the model's file-name pattern takes besides videos). */
export const isPictureFile = (file: string) => /\.(?:jpe?g|png|webp|avif)$/i.test(file);

/** The size of the pictures in `folder`; none for a folder of videos. */
export const pictureSizeOf = (folder: MediaFolder): PictureSize | undefined => PICTURE_SIZES[folder];
