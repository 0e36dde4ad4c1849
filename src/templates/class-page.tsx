import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { ClassPage, ClassPageHead } from "@/views/class-page";

export default inHebrew(ClassPage);
export const Head = inHebrew(ClassPageHead);

export const query = graphql`
  query ClassPage($slug: String!, $lang: String!) {
    ...ClassPageData
  }
`;
