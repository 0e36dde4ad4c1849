export { TermsLink, TERMS_PATH, type TermsSection } from "./TermsLink";
