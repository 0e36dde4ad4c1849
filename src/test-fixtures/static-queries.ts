import { booking } from "./booking";
import { classMenuLinks, trialClassNodes } from "./classes";
import { site } from "./site";
import { uiTexts } from "./ui";

/**
 * What the Hebrew site's texts query answers (src/language/he/HebrewSiteTexts.tsx), each hook taking its own key. The
 * `gatsby` mock (__mocks__/gatsby.tsx) answers every static query with it, and a component rendered alone reads it
 * (jest.setup.ts); a test changes a part with `useStaticQuery.mockReturnValue`.
 */
export const staticQueryData = {
  siteTexts: {
    siteSettings: site,
    bookingSettings: booking,
    menuClasses: { nodes: classMenuLinks },
    trialClasses: { nodes: trialClassNodes },
    uiTexts: { all: uiTexts },
    /** No event upcoming, as the site is between events; a test gives some with `withSiteTexts`. */
    upcomingEvents: [] as { slug: string }[],
    /** The days the studio is closed, as the build dates them (site-build/gatsby-node/calendar/closures.ts). */
    studioClosures: [{ date: "2099-04-08", name: "בדוי חג" }],
  },
  site: { buildTime: "2030" },
  buildInfo: { buildDate: "2030-01-01" },
};

/** The fixtures' answer with some of the site's texts answered otherwise. */
export const withSiteTexts = (texts: Partial<(typeof staticQueryData)["siteTexts"]> | Record<string, unknown>) => ({
  ...staticQueryData,
  siteTexts: { ...staticQueryData.siteTexts, ...texts },
});
