import { GatsbyImage, getImage, type ImageDataLike } from "gatsby-plugin-image";
import { useMediaBucket, useMediaUrl } from "@/hooks/useMediaUrl";
import type { MediaKind } from "@/lib/media";

/** The picture size scripts/media/make-media.mjs makes, for the plain <img> of a bucket's picture. */
const BUCKET_IMAGE_SIZE = { width: 1200, height: 800 };

interface Props {
  kind: MediaKind;
  /** The file name in content/. */
  file: string;
  alt: string;
  /** What gatsby-plugin-image made of the file in static/ at build time. */
  processed: ImageDataLike | null | undefined;
  className?: string;
  loading?: "lazy" | "eager";
}

/**
 * A picture named in content/: processed by gatsby-plugin-image (responsive, modern formats, its colour as a
 * placeholder) when it is on disk. A picture in the storage bucket is not on disk at build time, so it cannot be
 * processed: a plain <img> from the bucket's address, its size reserved up front.
 */
export function ContentImage({ kind, file, alt, processed, className, loading = "lazy" }: Props) {
  const bucket = useMediaBucket();
  const resolve = useMediaUrl();
  const image = processed ? getImage(processed) : undefined;
  if (bucket || !image) {
    return (
      <img
        className={className}
        src={resolve(kind, file)}
        alt={alt}
        {...BUCKET_IMAGE_SIZE}
        loading={loading}
        decoding="async"
      />
    );
  }
  return <GatsbyImage image={image} alt={alt} className={className} loading={loading} />;
}
