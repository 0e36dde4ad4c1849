import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { PrivacyPage, PrivacyPageHead } from "@/views/privacy";

export default inEnglish(PrivacyPage);
export const Head = inEnglish(PrivacyPageHead);

export const query = graphql`
  query EnglishPrivacyPage($lang: String!) {
    ...PrivacyPageData
  }
`;
