import { graphql } from "gatsby";
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useMediaBucket, useMediaUrl } from "@/hooks/useMediaUrl";
import { fallbackAddress, singleAddress } from "@/lib/processed-picture";

/** The coach's video's size, which the photo (its poster) shares. */
const COACH_MEDIA_SIZE = { width: 480, height: 640 };

/** The coach's photo: its file name in content/ (`poster`) and what gatsby-plugin-image made of it at build time. */
type Photo = Queries.CoachPhotoFragment;

/** The processed picture, unless the photos come from the storage bucket (not on disk at build time). */
function useProcessed(coach: Photo | null): IGatsbyImageData | undefined {
  const bucket = useMediaBucket();
  const processed = coach?.photo.childImageSharp?.gatsbyImageData;
  return bucket || !processed ? undefined : getImage(processed);
}

/**
 * A coach's photo in the video's place: its processed sizes and formats, as a plain <picture> that the browser loads
 * by itself (it may be the coach page's largest paint, which gatsby-plugin-image's own markup would leave to its
 * script), with the same box and styles as the video. From the bucket, the file as it is there.
 */
export function CoachPhoto({ coach, className }: { coach: Photo; className?: string }) {
  const resolve = useMediaUrl();
  const image = useProcessed(coach);
  if (!image) {
    return (
      <img
        className={className}
        src={resolve("coachVideo", coach.poster)}
        alt=""
        {...COACH_MEDIA_SIZE}
        decoding="async"
      />
    );
  }
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        alt=""
        width={image.width}
        height={image.height}
        decoding="async"
      />
    </picture>
  );
}

/** The photo as one address, for a video's `poster`: its largest WebP, or the file in the bucket. */
export function useCoachPoster(coach: Photo): string {
  const resolve = useMediaUrl();
  const image = useProcessed(coach);
  return (image && singleAddress(image)) ?? resolve("coachVideo", coach.poster);
}

/** The photo as one address in its own format, for search engines' data (none without a coach). */
export function useCoachPhotoAddress(coach: Photo | null): string | undefined {
  const resolve = useMediaUrl();
  const image = useProcessed(coach);
  if (!coach) return undefined;
  return (image && fallbackAddress(image)) ?? resolve("coachVideo", coach.poster);
}

export const query = graphql`
  fragment CoachPhoto on Coach {
    poster
    photo {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 0.75, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
