import { graphql, useStaticQuery } from "gatsby";

export type StudioClosure = Queries.StudioClosuresHookQuery["studioClosures"][number];

/**
 * The days the studio is closed from the build's day on, in date order: the holidays content/site.json chose, dated
 * by the Hebrew calendar for the coming year, and the days it names (site-build/gatsby-node/calendar/closures.ts).
 */
export function useStudioClosures(): readonly StudioClosure[] {
  return useStaticQuery<Queries.StudioClosuresHookQuery>(graphql`
    query StudioClosuresHook {
      studioClosures {
        date
        name
      }
    }
  `).studioClosures;
}
