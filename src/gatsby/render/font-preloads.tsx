import hebrewFont from "@subset-fonts/heebo-hebrew.woff2";
import latinFont from "@subset-fonts/heebo-latin.woff2";

/**
 * The two Heebo subsets every page uses (Hebrew, and latin for the English labels) are requested with the HTML
 * instead of after the first layout, so they are there when the text is first drawn (font-display: optional in
 * _fonts.scss: a face that misses the first paint waits for the next page instead of reflowing this one).
 * Webpack gives these imports the same hashed addresses as the url()s of the font's own CSS, and keeps both as
 * files (webpack.ts).
 */
export const fontPreloads = [hebrewFont, latinFont].map((href) => (
  <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));
