import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { PrivacyPage, PrivacyPageHead } from "@/views/privacy";

export default inHebrew(PrivacyPage);
export const Head = inHebrew(PrivacyPageHead);

export const query = graphql`
  query PrivacyPage($lang: String!) {
    ...PrivacyPageData
  }
`;
