import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { EventPage, EventPageHead } from "@/views/event-page";

export default inHebrew(EventPage);
export const Head = inHebrew(EventPageHead);

export const query = graphql`
  query EventPage($slug: String!, $lang: String!) {
    ...EventPageData
  }
`;
