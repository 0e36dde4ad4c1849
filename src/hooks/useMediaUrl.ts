import { useCallback } from "react";
import { mediaUrl, type MediaKind } from "../lib/media";
import { useSiteSettings } from "./useSiteSettings";

/**
 * Resolves a logical media file name. The bucket is the build's Firebase configuration first, then
 * content/site.json; with neither, the site's own fallback folders.
 */
export function useMediaUrl(): (kind: MediaKind, file: string) => string {
  const { storageBucket } = useSiteSettings();
  const bucket = process.env.GATSBY_FIREBASE_STORAGE_BUCKET || storageBucket;
  return useCallback((kind: MediaKind, file: string) => mediaUrl(kind, file, bucket), [bucket]);
}
