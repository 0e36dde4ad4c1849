export { SkipLink, MAIN_CONTENT_ID } from "./SkipLink";
