import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { EventsPage, EventsPageHead } from "@/views/events";

export default inEnglish(EventsPage);
export const Head = inEnglish(EventsPageHead);

export const query = graphql`
  query EnglishEventsPage($lang: String!) {
    ...EventsPageData
  }
`;
