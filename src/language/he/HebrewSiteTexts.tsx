import React, { useMemo } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { PageTextsProvider, type SiteTexts } from "../site-texts";
import { withSiteTexts } from "../with-site-texts";

/** The Hebrew site's texts (src/language/site-texts.tsx): the one static query of a Hebrew page. */
function HebrewSiteTexts({ children }: { children: React.ReactNode }) {
  const data = useStaticQuery<Queries.HebrewSiteTextsQuery>(graphql`
    query HebrewSiteTexts {
      uiTexts {
        all
      }
      siteSettings {
        ...SiteSettingsFields
      }
      allStudioClass(sort: { position: ASC }) {
        nodes {
          ...ClassMenuFields
        }
      }
      trialClasses: allStudioClass(sort: { position: ASC }) {
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
      buildInfo {
        buildDate
      }
      site {
        buildTime(formatString: "YYYY")
      }
      upcomingEvents {
        slug
      }
    }
  `);
  const texts = useMemo((): SiteTexts => ({ language: "he", data }), [data]);
  return <PageTextsProvider texts={texts}>{children}</PageTextsProvider>;
}

/** A page component (or its Head) of the Hebrew site. */
export const inHebrew = withSiteTexts(HebrewSiteTexts);
