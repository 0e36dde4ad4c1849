export { Layout } from "./Layout";
