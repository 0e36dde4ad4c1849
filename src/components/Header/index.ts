export { Header } from "./Header";
export { HeaderAccountContext } from "./header-account";
