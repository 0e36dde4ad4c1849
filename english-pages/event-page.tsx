import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { EventPage, EventPageHead } from "@/views/event-page";

export default inEnglish(EventPage);
export const Head = inEnglish(EventPageHead);

export const query = graphql`
  query EnglishEventPage($slug: String!, $lang: String!) {
    ...EventPageData
  }
`;
