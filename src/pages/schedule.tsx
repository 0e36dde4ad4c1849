import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { SchedulePage, SchedulePageHead } from "@/views/schedule";

export default inHebrew(SchedulePage);
export const Head = inHebrew(SchedulePageHead);

export const query = graphql`
  query SchedulePage($lang: String!) {
    ...SchedulePageData
  }
`;
