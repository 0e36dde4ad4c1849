import { useSiteTexts } from "@/language/site-texts";

/**
 * The day the build went by (YYYY-MM-DD, in Israel): what a page says is current was chosen as of this day, and its
 * HTML and its hydration must agree, so a page decides by it rather than by the visitor's clock.
 */
export function useBuildDate(): string {
  const info = useSiteTexts().data.buildInfo;
  if (!info) throw new Error("No BuildInfo node: site-build/gatsby-node/build-info.ts creates it");
  return info.buildDate;
}
