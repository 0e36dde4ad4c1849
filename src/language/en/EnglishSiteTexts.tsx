import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { LanguageTexts } from "../site-texts";
import { withSiteTexts } from "../with-site-texts";

/** The English site's texts (src/language/site-texts.tsx): the one static query of an English page. */
function EnglishSiteTexts({ children }: { children: React.ReactNode }) {
  const data = useStaticQuery<Queries.EnglishSiteTextsQuery>(graphql`
    query EnglishSiteTexts {
      siteTexts(lang: "en") {
        ...SiteTextsFields
      }
      ...BuildFields
    }
  `);
  return (
    <LanguageTexts language="en" data={data}>
      {children}
    </LanguageTexts>
  );
}

/** A page component (or its Head) of the English site. */
export const inEnglish = withSiteTexts(EnglishSiteTexts);
