import { processedImage, unprocessedImage } from "./media";

export const products: Queries.ProductCardFragment[] = [
  {
    slug: "shirt",
    name: "חולצת אימון",
    priceILS: 89,
    description: "חולצה נושמת.",
    imageAlt: "חולצה שחורה",
    image: processedImage("/static/shirt.jpg"),
  },
  {
    slug: "gloves",
    name: "כפפות",
    priceILS: 1250,
    description: "כפפות אגרוף.",
    imageAlt: "כפפות אדומות",
    image: unprocessedImage,
  },
];
