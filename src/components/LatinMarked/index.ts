export { LatinMarked } from "./LatinMarked";
