import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { CoachPage, CoachPageHead } from "@/views/coach-page";

export default inEnglish(CoachPage);
export const Head = inEnglish(CoachPageHead);

export const query = graphql`
  query EnglishCoachPage($slug: String!, $lang: String!) {
    ...CoachPageData
  }
`;
