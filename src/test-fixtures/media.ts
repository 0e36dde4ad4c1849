import type { IGatsbyImageData } from "gatsby-plugin-image";

/** What gatsby-plugin-image's childImageSharp gives for a processed picture, small enough to read. */
export const processedImage = (src: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained",
      width: 480,
      height: 320,
      backgroundColor: "#888888",
      images: { fallback: { src, srcSet: `${src} 480w`, sizes: "(min-width: 480px) 480px, 100vw" }, sources: [] },
    },
  },
});

/** A file that gatsby-plugin-image did not process (no childImageSharp). */
export const unprocessedImage = { childImageSharp: null };

/** A coach's photo as gatsby-plugin-image processes it (CoachPhoto's query): 120, 240 and 480 px, JPEG, WebP, AVIF. */
export const processedCoachPhoto = (name: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } => {
  const srcSet = (format: string) =>
    [120, 240, 480].map((width) => `/static/${width}/${name}.${format} ${width}w`).join(",\n");
  const sizes = "(min-width: 480px) 480px, 100vw";
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 480,
        height: 640,
        images: {
          fallback: { src: `/static/480/${name}.jpg`, srcSet: srcSet("jpg"), sizes },
          sources: [
            { type: "image/avif", srcSet: srcSet("avif"), sizes },
            { type: "image/webp", srcSet: srcSet("webp"), sizes },
          ],
        },
      },
    },
  };
};
