export { Header } from "./Header";
