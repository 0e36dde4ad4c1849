export { JsonLd } from "./JsonLd";
