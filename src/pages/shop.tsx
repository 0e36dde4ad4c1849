import { graphql } from "gatsby";
import { inHebrew } from "@/language/he/HebrewSiteTexts";
import { ShopPage, ShopPageHead } from "@/views/shop";

export default inHebrew(ShopPage);
export const Head = inHebrew(ShopPageHead);

export const query = graphql`
  query ShopPage($lang: String!) {
    ...ShopPageData
  }
`;
