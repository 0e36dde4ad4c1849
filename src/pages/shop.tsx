import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { ProductCard } from "@/components/ProductCard";
import { TermsLink } from "@/components/TermsLink";
import { useUiTexts } from "@/hooks/useUiTexts";
import { orderLink } from "@/lib/shop";
import * as styles from "./shop.module.scss";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

function ShopPage({ data }: PageProps<Queries.ShopPageQuery>) {
  const studio = data.siteSettings;
  if (!studio) throw new Error("content/site.json was not loaded");
  const { shopPage: texts, termsPage } = useUiTexts();
  const studioContact = { phone: studio.phone, shopUrl: studio.bookingProvider.shopUrl };
  return (
    <PageShell path="/shop" contactBar={<ContactBarTrial />}>
      <ul className={styles.products}>
        {data.allProduct.nodes.map((product) => (
          <ProductCard key={product.slug} product={product} order={orderLink(product, studioContact, texts)} />
        ))}
      </ul>
      <p className={styles.terms}>
        {termsPage.shop} <TermsLink section="distance-sale" />
      </p>
    </PageShell>
  );
}

const ShopPageHead = ({ location }: HeadProps) => <PageShellHead path="/shop" pathname={location.pathname} />;

export default inHebrew(ShopPage);
export const Head = inHebrew(ShopPageHead);

export const query = graphql`
  query ShopPage {
    allProduct(sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
    siteSettings {
      phone
      bookingProvider {
        shopUrl
      }
    }
  }
`;
