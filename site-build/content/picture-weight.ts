/**
 * The content check's rule on a picture's weight (issue 45): a picture in a folder of pictures that weighs more than
 * its kind's `maxBytes` (src/content/picture-sizes.ts), as a phone's photo uploaded on GitHub does, is refused,
 * named by its path and weight, in Hebrew, at the field that names it (validate-content.ts). The editor's page says
 * weights the same way (editor-photo-guard.ts imports this module in the browser: type imports only).
 */
import type { MediaFolder } from "../../src/content/content-files";
import type { PictureSize } from "../../src/content/picture-sizes";

/** A picture file on disk: its folder below static/, its name and its weight in bytes. */
export interface DiskPicture {
  folder: MediaFolder;
  file: string;
  bytes: number;
}

/**
 * A weight as a phone or a computer shows it, in Hebrew: "115 קילובייט", "2.7 מגה-בייט" (decimal units, rounded up,
 * so that a file over the limit never reads as the limit itself).
 */
export function formatWeight(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.ceil(bytes / 1000)} קילובייט`;
  return `${Math.ceil(bytes / 100_000) / 10} מגה-בייט`;
}

/** The box as the guide writes it: "ברוחב 480 פיקסלים ובגובה 640", or "ברוחב ובגובה של עד 1200 פיקסלים". */
export function boxInWords({ width, height, fit }: PictureSize): string {
  if (fit === "inside") {
    return width === height
      ? `ברוחב ובגובה של עד ${width} פיקסלים`
      : `ברוחב של עד ${width} פיקסלים ובגובה של עד ${height}`;
  }
  return `ברוחב ${width} פיקסלים ובגובה ${height}`;
}

/** `static/videos/coaches/img_2034.jpg: התמונה שוקלת 2.7 מגה-בייט, יותר מ־115 קילובייט, …` */
export function overweightMessage(picture: DiskPicture, size: PictureSize): string {
  return (
    `static/${picture.folder}/${picture.file}: התמונה שוקלת ${formatWeight(picture.bytes)}, ` +
    `יותר מ־${formatWeight(size.maxBytes)}, המשקל המרבי ל${size.name}. ` +
    `העלו אותה בעורך התוכן, שמקטין אותה בעצמו, או שמרו אותה ${boxInWords(size)}`
  );
}
