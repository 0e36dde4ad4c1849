/**
 * Media files are named logically in content/ ("foam-pit.jpg") and live either in the configured cloud storage
 * bucket or, when there is none, in the site's own fallback folders.
 */
import type { MediaFolder } from "@/content/content-files";

export type MediaKind = "heroVideo" | "studioImage" | "classImage" | "coachVideo" | "eventImage";

/** The content files' media folders (content-files.ts), where the content check looks for the same files. */
const FOLDERS: Record<MediaKind, MediaFolder> = {
  heroVideo: "videos",
  studioImage: "images/studio",
  classImage: "images/classes",
  coachVideo: "videos/coaches",
  eventImage: "images/events",
};

/** The public download address of an object in a Firebase Storage bucket. */
const bucketObjectUrl = (bucket: string, objectPath: string): string =>
  `https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectPath)}?alt=media`;

export function mediaUrl(kind: MediaKind, file: string, bucket?: string | null): string {
  const objectPath = `${FOLDERS[kind]}/${file}`;
  if (bucket) return bucketObjectUrl(bucket, objectPath);
  return `/${FOLDERS[kind]}/${encodeURIComponent(file)}`;
}
