export { ProductCard } from "./ProductCard";
