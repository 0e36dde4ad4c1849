import { graphql, useStaticQuery } from "gatsby";
import { LanguageTexts } from "../site-texts";
import { withSiteTexts, type PageLanguageProps } from "../with-site-texts";

/** The English site's texts (src/language/site-texts.tsx): the one static query of an English page. */
function EnglishSiteTexts({ otherLanguagePath, children }: PageLanguageProps) {
  const data = useStaticQuery<Queries.EnglishSiteTextsQuery>(graphql`
    query EnglishSiteTexts {
      siteTexts(lang: "en") {
        ...SiteTextsFields
      }
      ...BuildFields
    }
  `);
  return (
    <LanguageTexts language="en" data={data} otherLanguagePath={otherLanguagePath}>
      {children}
    </LanguageTexts>
  );
}

/** A page component (or its Head) of the English site. */
export const inEnglish = withSiteTexts(EnglishSiteTexts);
