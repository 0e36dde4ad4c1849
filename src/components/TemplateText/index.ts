export { TemplateText } from "./TemplateText";
