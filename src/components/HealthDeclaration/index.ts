export { HealthDeclaration } from "./HealthDeclaration";
