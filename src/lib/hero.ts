/** The hero's poster, the spec's /hero-fallback.jpg, and the smaller and WebP versions scripts/media/make-media.mjs makes. */
export const HERO_POSTER = "/hero-fallback.jpg";
export const HERO_POSTER_WIDTH = 1600;
export const HERO_POSTER_HEIGHT = 900;
export const HERO_POSTER_JPEG_SRCSET = `/hero-fallback-800.jpg 800w, ${HERO_POSTER} ${HERO_POSTER_WIDTH}w`;
export const HERO_POSTER_WEBP_SRCSET = `/hero-fallback-800.webp 800w, /hero-fallback.webp ${HERO_POSTER_WIDTH}w`;
/** The poster spans the page's width at every size. */
export const HERO_POSTER_SIZES = "100vw";
/** Marks the poster for the loader that starts the home page's scripts once it is painted (src/gatsby/render). */
export const HERO_POSTER_ATTRIBUTE = "data-hero-poster";
