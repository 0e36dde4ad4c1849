import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { SchedulePage, SchedulePageHead } from "@/views/schedule";

export default inEnglish(SchedulePage);
export const Head = inEnglish(SchedulePageHead);

export const query = graphql`
  query EnglishSchedulePage($lang: String!) {
    ...SchedulePageData
  }
`;
