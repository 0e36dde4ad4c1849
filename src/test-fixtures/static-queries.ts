import { booking } from "./booking";
import { classMenuLinks, trialClassNodes } from "./classes";
import { site } from "./site";
import { uiTexts } from "./ui";

/**
 * What the components' useStaticQuery hooks read, all in one object (each hook takes its own key). The `gatsby`
 * mock (__mocks__/gatsby.tsx) answers every static query with it; a test changes a part with `answerStaticQueries`.
 */
export const staticQueryData = {
  siteSettings: site,
  bookingSettings: booking,
  allStudioClass: { nodes: classMenuLinks },
  trialClasses: { nodes: trialClassNodes },
  site: { buildTime: "2030" },
  uiTexts,
  /** No event upcoming, as the site is between events; a test gives some with `useStaticQuery.mockReturnValue`. */
  upcomingEvents: [] as { slug: string }[],
  /** The days the studio is closed, as the build dates them (site-build/gatsby-node/calendar/closures.ts). */
  studioClosures: [{ date: "2099-04-08", name: "בדוי חג" }],
  buildInfo: { buildDate: "2030-01-01" },
};
