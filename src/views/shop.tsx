import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { ProductCard } from "@/components/ProductCard";
import { TermsLink } from "@/components/TermsLink";
import { useUiTexts } from "@/hooks/useUiTexts";
import { orderLink } from "@/lib/shop";
import * as styles from "./shop.module.scss";
import { useLanguage } from "@/language/useLanguage";

export function ShopPage({ data }: PageProps<Queries.ShopPageDataFragment>) {
  const language = useLanguage();
  const studio = data.siteSettings;
  if (!studio) throw new Error("content/site.json was not loaded");
  const { shopPage: texts, termsPage } = useUiTexts();
  const studioContact = { phone: studio.phone, shopUrl: studio.bookingProvider.shopUrl };
  return (
    <PageShell path="/shop" contactBar={<ContactBarTrial />}>
      <ul className={styles.products}>
        {data.allProduct.nodes.map((product) => (
          <ProductCard
            key={product.slug}
            product={product}
            order={orderLink(product, studioContact, texts, language)}
          />
        ))}
      </ul>
      <p className={styles.terms}>
        {termsPage.shop} <TermsLink section="distance-sale" />
      </p>
    </PageShell>
  );
}

export const ShopPageHead = ({ location }: HeadProps) => <PageShellHead path="/shop" pathname={location.pathname} />;

export const query = graphql`
  fragment ShopPageData on Query {
    allProduct(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
    siteSettings(lang: { eq: $lang }) {
      phone
      bookingProvider {
        shopUrl
      }
    }
  }
`;
