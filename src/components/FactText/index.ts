export { FactText } from "./FactText";
