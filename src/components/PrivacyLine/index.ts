export { PrivacyLine } from "./PrivacyLine";
