import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { TermsPage, TermsPageHead } from "@/views/terms";

export default inHebrew(TermsPage);
export const Head = inHebrew(TermsPageHead);

export const query = graphql`
  query TermsPage($lang: String!) {
    ...TermsPageData
  }
`;
