export { ProviderLoginFrame, providerLoginFrameTitle } from "./ProviderLoginFrame";
