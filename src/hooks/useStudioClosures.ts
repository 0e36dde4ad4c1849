import { useSiteTexts, type SiteTextsData } from "@/language/site-texts";

export type StudioClosure = SiteTextsData["studioClosures"][number];

/**
 * The days the studio is closed from the build's day on, in date order: the holidays content/site.json chose, dated
 * by the Hebrew calendar for the coming year, and the days it names (site-build/gatsby-node/calendar/closures.ts).
 */
export const useStudioClosures = (): readonly StudioClosure[] => useSiteTexts().data.studioClosures;
