import hebrewFont from "@fontsource-variable/heebo/files/heebo-hebrew-wght-normal.woff2";
import latinFont from "@fontsource-variable/heebo/files/heebo-latin-wght-normal.woff2";

/**
 * The two Heebo subsets every page uses (Hebrew, and latin for the English labels) are requested with the HTML
 * instead of after the first layout, so they are there when the text is first drawn: with font-display: swap a
 * late font would reflow the text and shift the page. Webpack gives these imports the same hashed addresses as
 * the url()s of the font's own CSS.
 */
export const fontPreloads = [hebrewFont, latinFont].map((href) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));
