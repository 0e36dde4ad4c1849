import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { PageHeader } from "@/components/PageHeader";
import { ProductCard } from "@/components/ProductCard";
import { Seo } from "@/components/Seo";
import { orderLink } from "@/lib/shop";
import * as styles from "./shop.module.scss";

const TITLE = "החנות";
const LEAD =
  "ביגוד של הסטודיו, ציוד לאימון, כרטיסיות וכרטיסי מתנה. שולחים לנו הודעה ואנחנו מכינים את ההזמנה לאיסוף מהסטודיו.";

export default function ShopPage({ data }: PageProps<Queries.ShopPageQuery>) {
  const studio = data.siteSettings;
  if (!studio) throw new Error("content/site.json was not loaded");
  const studioContact = { phone: studio.phone, shopUrl: studio.bookingProvider.shopUrl };
  return (
    <Layout contactBar={<ContactBarTrial />}>
      <PageHeader title={TITLE} lead={LEAD} />
      <ul className={styles.products}>
        {data.allProduct.nodes.map((product) => (
          <ProductCard key={product.slug} product={product} order={orderLink(product, studioContact)} />
        ))}
      </ul>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={LEAD} pathname={location.pathname} />;

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
