export { PageHeader } from "./PageHeader";
