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
