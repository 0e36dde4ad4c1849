export { SiteStatus } from "./SiteStatus";
