import { graphql } from "gatsby";

/**
 * What each language's static query asks for (src/language/<language>/): the language's texts (`siteTexts(lang)`)
 * and the build's facts. Alone in this file, which nothing imports: Gatsby finds its fragments when it builds, and
 * code that Node runs outside Gatsby (the browser tests import some components) never evaluates them.
 */
export const siteTextsFields = graphql`
  fragment SiteTextsFields on SiteTexts {
    uiTexts {
      all
    }
    siteSettings {
      ...SiteSettingsFields
    }
    menuClasses {
      nodes {
        ...ClassMenuFields
      }
    }
    trialClasses {
      nodes {
        ...TrialClassFields
      }
    }
    bookingSettings {
      ...BookingSettingsFields
    }
    studioClosures {
      date
      name
    }
    upcomingEvents {
      slug
    }
  }
  fragment BuildFields on Query {
    buildInfo {
      buildDate
    }
    site {
      buildTime(formatString: "YYYY")
    }
  }
`;
