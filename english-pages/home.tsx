import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { HomePage, HomePageHead } from "@/views/home";

export default inEnglish(HomePage);
export const Head = inEnglish(HomePageHead);

export const query = graphql`
  query EnglishHomePage($lang: String!) {
    ...HomePageData
  }
`;
