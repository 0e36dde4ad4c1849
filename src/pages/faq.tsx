import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { FaqPage, FaqPageHead } from "@/views/faq";

export default inHebrew(FaqPage);
export const Head = inHebrew(FaqPageHead);

export const query = graphql`
  query FaqPage($lang: String!) {
    ...FaqPageData
  }
`;
