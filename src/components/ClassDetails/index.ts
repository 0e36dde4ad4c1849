export { ClassDetails } from "./ClassDetails";
