import { graphql, useStaticQuery } from "gatsby";
import { LanguageTexts } from "../site-texts";
import { withSiteTexts, type PageLanguageProps } from "../with-site-texts";

/** The Hebrew site's texts (src/language/site-texts.tsx): the one static query of a Hebrew page. */
function HebrewSiteTexts({ otherLanguagePath, children }: PageLanguageProps) {
  const data = useStaticQuery<Queries.HebrewSiteTextsQuery>(graphql`
    query HebrewSiteTexts {
      siteTexts(lang: "he") {
        ...SiteTextsFields
      }
      ...BuildFields
    }
  `);
  return (
    <LanguageTexts language="he" data={data} otherLanguagePath={otherLanguagePath}>
      {children}
    </LanguageTexts>
  );
}

/** A page component (or its Head) of the Hebrew site. */
export const inHebrew = withSiteTexts(HebrewSiteTexts);
