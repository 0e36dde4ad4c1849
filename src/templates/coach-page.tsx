import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { CoachPage, CoachPageHead } from "@/views/coach-page";

export default inHebrew(CoachPage);
export const Head = inHebrew(CoachPageHead);

export const query = graphql`
  query CoachPage($slug: String!, $lang: String!) {
    ...CoachPageData
  }
`;
