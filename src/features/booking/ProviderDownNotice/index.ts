export { ProviderDownNotice } from "./ProviderDownNotice";
