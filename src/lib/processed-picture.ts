import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The widest candidate of a `srcset`: "/p/120.webp 120w, /p/480.webp 480w" → "/p/480.webp". */
export function widestOf(srcSet: string): string | undefined {
  const candidates = srcSet
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([address]) => address)
    .map(([address, width]) => ({ address: address!, width: Number.parseInt(width ?? "0", 10) || 0 }));
  return candidates.reduce<(typeof candidates)[number] | undefined>(
    (widest, candidate) => (!widest || candidate.width > widest.width ? candidate : widest),
    undefined,
  )?.address;
}

/**
 * One address of a processed picture, where a single one is taken (a video's `poster`): its widest WebP, which every
 * browser that plays the site's videos shows, else its widest fallback (JPEG or PNG).
 */
export function singleAddress(image: IGatsbyImageData): string | undefined {
  const webp = image.images.sources?.find((source) => source.type === "image/webp");
  return (
    (webp && widestOf(webp.srcSet)) ??
    (image.images.fallback?.srcSet && widestOf(image.images.fallback.srcSet)) ??
    image.images.fallback?.src
  );
}

/** The address of a processed picture in its original format, for readers that take one (search engines' data). */
export function fallbackAddress(image: IGatsbyImageData): string | undefined {
  const fallback = image.images.fallback;
  return (fallback?.srcSet && widestOf(fallback.srcSet)) ?? fallback?.src;
}
