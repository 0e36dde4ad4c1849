import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { ClassPage, ClassPageHead } from "@/views/class-page";

export default inEnglish(ClassPage);
export const Head = inEnglish(ClassPageHead);

export const query = graphql`
  query EnglishClassPage($slug: String!, $lang: String!) {
    ...ClassPageData
  }
`;
