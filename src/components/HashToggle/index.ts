export { HashToggle } from "./HashToggle";
