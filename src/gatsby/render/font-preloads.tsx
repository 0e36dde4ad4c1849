import hebrewFont from "@subset-fonts/heebo-hebrew.woff2";
import latinFont from "@subset-fonts/heebo-latin.woff2";

/**
 * The two Heebo subsets every page uses (Hebrew, and latin for the English labels) are requested with the HTML
 * instead of after the first layout, so they are there when the text is first drawn: with font-display: swap a
 * late font would reflow the text and shift the page. Webpack gives these imports the same hashed addresses as
 * the url()s of the font's own CSS. A file small enough for webpack to inline (a data: URL inside the page's
 * inlined CSS) arrives with the HTML and needs no preload.
 */
export const fontPreloads = [hebrewFont, latinFont]
  .filter((href) => !href.startsWith("data:"))
  .map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />);
