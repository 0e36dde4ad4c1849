export { About } from "./About";
