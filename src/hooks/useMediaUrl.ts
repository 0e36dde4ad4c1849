import { useCallback } from "react";
import { mediaUrl, type MediaKind } from "@/lib/media";
import { useSiteSettings } from "./useSiteSettings";

/** The storage bucket media come from: the build's Firebase configuration first, then content/site.json. */
export function useMediaBucket(): string | null {
  const { storageBucket } = useSiteSettings();
  return process.env.GATSBY_FIREBASE_STORAGE_BUCKET || storageBucket || null;
}

/**
 * Resolves a logical media file name. The bucket is the build's Firebase configuration first, then
 * content/site.json; with neither, the site's own fallback folders.
 */
export function useMediaUrl(): (kind: MediaKind, file: string) => string {
  const bucket = useMediaBucket();
  return useCallback((kind: MediaKind, file: string) => mediaUrl(kind, file, bucket), [bucket]);
}
