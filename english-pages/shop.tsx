import { graphql } from "gatsby";
import { inEnglish } from "@/language/en/EnglishSiteTexts";
import { ShopPage, ShopPageHead } from "@/views/shop";

export default inEnglish(ShopPage);
export const Head = inEnglish(ShopPageHead);

export const query = graphql`
  query EnglishShopPage($lang: String!) {
    ...ShopPageData
  }
`;
