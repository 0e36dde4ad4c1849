import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { FaqPage, FaqPageHead } from "@/views/faq";

export default inEnglish(FaqPage);
export const Head = inEnglish(FaqPageHead);

export const query = graphql`
  query EnglishFaqPage($lang: String!) {
    ...FaqPageData
  }
`;
