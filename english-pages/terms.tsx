import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { TermsPage, TermsPageHead } from "@/views/terms";

export default inEnglish(TermsPage);
export const Head = inEnglish(TermsPageHead);

export const query = graphql`
  query EnglishTermsPage($lang: String!) {
    ...TermsPageData
  }
`;
