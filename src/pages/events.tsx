import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { EventsPage, EventsPageHead } from "@/views/events";

export default inHebrew(EventsPage);
export const Head = inHebrew(EventsPageHead);

export const query = graphql`
  query EventsPage($lang: String!) {
    ...EventsPageData
  }
`;
