import { useId } from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { useUiTexts } from "@/hooks/useUiTexts";
import { formatShekels } from "@/content/format";
import { productDescription } from "@/lib/shop";
import * as styles from "./ProductCard.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  product: Queries.ProductCardFragment;
  order: { href: string; label: string };
}

export function ProductCard({ product, order }: Props) {
  const language = useLanguage();
  const nameId = useId();
  const { page } = useUiTexts();
  const image = getImage(product.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <li className={styles.card}>
      {image && <GatsbyImage image={image} alt={product.imageAlt} className={styles.image} />}
      <h2 id={nameId} className={styles.name}>
        {product.name}
      </h2>
      <p className={styles.price}>{formatShekels(product.priceILS, language)}</p>
      <p className={styles.description}>{productDescription(product, language)}</p>
      <a className={styles.order} href={order.href} target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
        {order.label}
        <span className={styles.newTab}> {page.newTab}</span>
      </a>
    </li>
  );
}

export const query = graphql`
  fragment ProductCard on Product {
    slug
    name
    priceILS
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 360, aspectRatio: 1, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
