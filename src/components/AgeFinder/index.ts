export { AgeFinder } from "./AgeFinder";
