export { Logo } from "./Logo";
