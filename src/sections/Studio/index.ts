export { Studio } from "./Studio";
