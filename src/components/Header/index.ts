export { Header } from "./Header";
export { HeaderAccountContext, type HeaderAccount } from "./header-account";
