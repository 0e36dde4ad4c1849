import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { HomePage, HomePageHead } from "@/views/home";

export default inHebrew(HomePage);
export const Head = inHebrew(HomePageHead);

export const query = graphql`
  query HomePage($lang: String!) {
    ...HomePageData
  }
`;
