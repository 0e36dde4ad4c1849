import { graphql, useStaticQuery } from "gatsby";

/** How many events are upcoming on the build's date (content/events/): the header links to /events if any. */
export function useUpcomingEventCount(): number {
  const data = useStaticQuery<Queries.UpcomingEventCountQuery>(graphql`
    query UpcomingEventCount {
      upcomingEvents {
        slug
      }
    }
  `);
  return data.upcomingEvents.length;
}
