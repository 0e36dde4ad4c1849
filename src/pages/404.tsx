import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { NotFoundPage, NotFoundPageHead } from "@/views/not-found";

export default inHebrew(NotFoundPage);
export const Head = inHebrew(NotFoundPageHead);

export const query = graphql`
  query NotFoundPage {
    ...NotFoundPageData
  }
`;
