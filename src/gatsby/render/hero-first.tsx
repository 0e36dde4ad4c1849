import { HERO_POSTER, HERO_POSTER_SIZES, HERO_POSTER_WEBP_SRCSET } from "@/lib/hero";

/**
 * The home page's largest paint is the hero poster: the head asks for it (the WebP the <picture> will choose)
 * before anything else, at high priority. Gatsby's bundles wait for it too (site-build/gatsby-node/post-build/scripts-after-paint.ts).
 */
export const heroPosterPreload = (
  <link
    key="hero-poster-preload"
    rel="preload"
    as="image"
    type="image/webp"
    href={HERO_POSTER.replace(/\.jpg$/, ".webp")}
    imageSrcSet={HERO_POSTER_WEBP_SRCSET}
    imageSizes={HERO_POSTER_SIZES}
    {...{ fetchpriority: "high" }}
  />
);
